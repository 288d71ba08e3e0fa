// 새길 seed data: the seven cities and all of their 자치구·군, with the real 5-digit
// 행정안전부 시군구 codes (as of 2024; 대구 군위군 since 2023-07-01). Pure data.
// Order: cities in CityName enum order, districts by code ascending inside a city.

export interface RegionSeed {
  regionCode: number;
  regionName: string;
}

export const CITIES = [
  '서울특별시',
  '부산광역시',
  '인천광역시',
  '대구광역시',
  '광주광역시',
  '대전광역시',
  '울산광역시',
] as const;

export type CitySeedName = (typeof CITIES)[number];

export const REGIONS: readonly RegionSeed[] = [
  // 서울특별시 (25)
  { regionCode: 11110, regionName: '서울특별시 종로구' },
  { regionCode: 11140, regionName: '서울특별시 중구' },
  { regionCode: 11170, regionName: '서울특별시 용산구' },
  { regionCode: 11200, regionName: '서울특별시 성동구' },
  { regionCode: 11215, regionName: '서울특별시 광진구' },
  { regionCode: 11230, regionName: '서울특별시 동대문구' },
  { regionCode: 11260, regionName: '서울특별시 중랑구' },
  { regionCode: 11290, regionName: '서울특별시 성북구' },
  { regionCode: 11305, regionName: '서울특별시 강북구' },
  { regionCode: 11320, regionName: '서울특별시 도봉구' },
  { regionCode: 11350, regionName: '서울특별시 노원구' },
  { regionCode: 11380, regionName: '서울특별시 은평구' },
  { regionCode: 11410, regionName: '서울특별시 서대문구' },
  { regionCode: 11440, regionName: '서울특별시 마포구' },
  { regionCode: 11470, regionName: '서울특별시 양천구' },
  { regionCode: 11500, regionName: '서울특별시 강서구' },
  { regionCode: 11530, regionName: '서울특별시 구로구' },
  { regionCode: 11545, regionName: '서울특별시 금천구' },
  { regionCode: 11560, regionName: '서울특별시 영등포구' },
  { regionCode: 11590, regionName: '서울특별시 동작구' },
  { regionCode: 11620, regionName: '서울특별시 관악구' },
  { regionCode: 11650, regionName: '서울특별시 서초구' },
  { regionCode: 11680, regionName: '서울특별시 강남구' },
  { regionCode: 11710, regionName: '서울특별시 송파구' },
  { regionCode: 11740, regionName: '서울특별시 강동구' },

  // 부산광역시 (16)
  { regionCode: 26110, regionName: '부산광역시 중구' },
  { regionCode: 26140, regionName: '부산광역시 서구' },
  { regionCode: 26170, regionName: '부산광역시 동구' },
  { regionCode: 26200, regionName: '부산광역시 영도구' },
  { regionCode: 26230, regionName: '부산광역시 부산진구' },
  { regionCode: 26260, regionName: '부산광역시 동래구' },
  { regionCode: 26290, regionName: '부산광역시 남구' },
  { regionCode: 26320, regionName: '부산광역시 북구' },
  { regionCode: 26350, regionName: '부산광역시 해운대구' },
  { regionCode: 26380, regionName: '부산광역시 사하구' },
  { regionCode: 26410, regionName: '부산광역시 금정구' },
  { regionCode: 26440, regionName: '부산광역시 강서구' },
  { regionCode: 26470, regionName: '부산광역시 연제구' },
  { regionCode: 26500, regionName: '부산광역시 수영구' },
  { regionCode: 26530, regionName: '부산광역시 사상구' },
  { regionCode: 26710, regionName: '부산광역시 기장군' },

  // 인천광역시 (10) — districts as of 2024 (before the 2026 제물포구·영종구·검단구 reorganisation)
  { regionCode: 28110, regionName: '인천광역시 중구' },
  { regionCode: 28140, regionName: '인천광역시 동구' },
  { regionCode: 28177, regionName: '인천광역시 미추홀구' },
  { regionCode: 28185, regionName: '인천광역시 연수구' },
  { regionCode: 28200, regionName: '인천광역시 남동구' },
  { regionCode: 28237, regionName: '인천광역시 부평구' },
  { regionCode: 28245, regionName: '인천광역시 계양구' },
  { regionCode: 28260, regionName: '인천광역시 서구' },
  { regionCode: 28710, regionName: '인천광역시 강화군' },
  { regionCode: 28720, regionName: '인천광역시 옹진군' },

  // 대구광역시 (9, incl. 군위군 moved from 경상북도 in 2023)
  { regionCode: 27110, regionName: '대구광역시 중구' },
  { regionCode: 27140, regionName: '대구광역시 동구' },
  { regionCode: 27170, regionName: '대구광역시 서구' },
  { regionCode: 27200, regionName: '대구광역시 남구' },
  { regionCode: 27230, regionName: '대구광역시 북구' },
  { regionCode: 27260, regionName: '대구광역시 수성구' },
  { regionCode: 27290, regionName: '대구광역시 달서구' },
  { regionCode: 27710, regionName: '대구광역시 달성군' },
  { regionCode: 27720, regionName: '대구광역시 군위군' },

  // 광주광역시 (5)
  { regionCode: 29110, regionName: '광주광역시 동구' },
  { regionCode: 29140, regionName: '광주광역시 서구' },
  { regionCode: 29155, regionName: '광주광역시 남구' },
  { regionCode: 29170, regionName: '광주광역시 북구' },
  { regionCode: 29200, regionName: '광주광역시 광산구' },

  // 대전광역시 (5)
  { regionCode: 30110, regionName: '대전광역시 동구' },
  { regionCode: 30140, regionName: '대전광역시 중구' },
  { regionCode: 30170, regionName: '대전광역시 서구' },
  { regionCode: 30200, regionName: '대전광역시 유성구' },
  { regionCode: 30230, regionName: '대전광역시 대덕구' },

  // 울산광역시 (5)
  { regionCode: 31110, regionName: '울산광역시 중구' },
  { regionCode: 31140, regionName: '울산광역시 남구' },
  { regionCode: 31170, regionName: '울산광역시 동구' },
  { regionCode: 31200, regionName: '울산광역시 북구' },
  { regionCode: 31710, regionName: '울산광역시 울주군' },
];

/** The city part of a region name ('서울특별시 종로구' → '서울특별시'). */
export function cityOf(regionName: string): string {
  const space = regionName.indexOf(' ');
  return space === -1 ? regionName : regionName.slice(0, space);
}

/** The district part of a region name ('서울특별시 종로구' → '종로구'). */
export function districtOf(regionName: string): string {
  const space = regionName.indexOf(' ');
  return space === -1 ? '' : regionName.slice(space + 1);
}

/** Regions of one city, in code order. */
export function regionsOfCity(city: string): RegionSeed[] {
  return REGIONS.filter((r) => cityOf(r.regionName) === city);
}
