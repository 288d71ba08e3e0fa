import { describe, expect, it } from 'vitest';
import { cityOf, districtOf, joinRegionName, parseRegionName } from '../../src/shared/regions/region-name.ts';
import { FALLBACK_REGIONS, groupByCity } from '../../src/shared/regions/regions.ts';

describe("region names are 'city district'", () => {
  it.each([
    ['서울특별시 종로구', '서울특별시', '종로구'],
    ['부산광역시 해운대구', '부산광역시', '해운대구'],
    ['  대구광역시   군위군 ', '대구광역시', '군위군'],
    ['경기도 수원시 장안구', '경기도', '수원시 장안구'],
    ['서울특별시', '서울특별시', ''],
  ])('%j → %s + %s', (name, city, district) => {
    expect(parseRegionName(name)).toEqual({ city, district });
    expect(cityOf(name)).toBe(city);
    expect(districtOf(name)).toBe(district);
  });

  it('joins back with one space', () => {
    expect(joinRegionName('울산광역시', '울주군')).toBe('울산광역시 울주군');
  });
});

describe('the built-in fallback list (generated from the server seed)', () => {
  it('holds the seven cities in order, each with its districts and 5-digit codes', () => {
    const groups = groupByCity(FALLBACK_REGIONS);
    expect(groups.map((g) => g.city)).toEqual([
      '서울특별시',
      '부산광역시',
      '인천광역시',
      '대구광역시',
      '광주광역시',
      '대전광역시',
      '울산광역시',
    ]);
    expect(groups.find((g) => g.city === '서울특별시')?.districts).toHaveLength(25);
    expect(groups.find((g) => g.city === '울산광역시')?.districts.map((d) => d.district)).toEqual([
      '중구',
      '남구',
      '동구',
      '북구',
      '울주군',
    ]);
    for (const region of FALLBACK_REGIONS) expect(String(region.regionCode)).toMatch(/^\d{5}$/);
    expect(new Set(FALLBACK_REGIONS.map((r) => r.regionCode)).size).toBe(FALLBACK_REGIONS.length);
    expect(FALLBACK_REGIONS).toContainEqual({ regionCode: 11110, regionName: '서울특별시 종로구' });
  });

  it('grouping keeps arrival order and skips entries without a district', () => {
    const groups = groupByCity([
      { regionCode: 26350, regionName: '부산광역시 해운대구' },
      { regionCode: 11110, regionName: '서울특별시 종로구' },
      { regionCode: 26110, regionName: '부산광역시 중구' },
      { regionCode: 99999, regionName: '세종특별자치시' },
    ]);
    expect(groups).toEqual([
      {
        city: '부산광역시',
        districts: [
          { regionCode: 26350, regionName: '부산광역시 해운대구', district: '해운대구' },
          { regionCode: 26110, regionName: '부산광역시 중구', district: '중구' },
        ],
      },
      { city: '서울특별시', districts: [{ regionCode: 11110, regionName: '서울특별시 종로구', district: '종로구' }] },
    ]);
  });
});
