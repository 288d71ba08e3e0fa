import { describe, expect, it } from 'vitest';
import { CITIES, REGIONS } from '../seed/regions.ts';
import { bearer, useTestApp } from '../test-support/index.ts';

const t = useTestApp();

describe('GET /v1/region/all', () => {
  it('lists every district of the seven cities: cities in CityName order, codes ascending inside a city', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/v1/region/all' });
    expect(status).toBe(200);
    const list = body.data as { regionCode: number; regionName: string }[];
    expect(list).toHaveLength(REGIONS.length);
    expect(list[0]).toEqual({ regionCode: 11110, regionName: '서울특별시 종로구' });
    const cities = [...new Set(list.map((r) => r.regionName.split(' ')[0]))];
    expect(cities).toEqual([...CITIES]);
    for (const city of CITIES) {
      const codes = list.filter((r) => r.regionName.startsWith(`${city} `)).map((r) => r.regionCode);
      expect(codes).toEqual([...codes].sort((a, b) => a - b));
    }
    // 인천 (28xxx) comes before 대구 (27xxx): the city order, not the code order
    expect(list.findIndex((r) => r.regionCode === 28110)).toBeLessThan(list.findIndex((r) => r.regionCode === 27110));
    expect(list.find((r) => r.regionCode === 27720)?.regionName).toBe('대구광역시 군위군');
  });

  it('ignores any token (public operation)', async () => {
    const { status } = await t.call({ method: 'GET', url: '/v1/region/all', headers: bearer('expired-or-garbage') });
    expect(status).toBe(200);
  });
});
