// How the seeded postings and courses are spread, so the built-in catalogue looks like the real one: districts by
// where people live, jobs by how much they are hired. Pure data.

/**
 * Residents per district, in thousands (rounded, 주민등록인구 2024). Postings follow people: Seoul's big districts get
 * many, county areas (강화군, 옹진군, 군위군) few. A county's weight is also halved: fewer employers per resident.
 */
export const DISTRICT_RESIDENTS: Readonly<Record<string, number>> = {
  '서울특별시 종로구': 139, '서울특별시 중구': 121, '서울특별시 용산구': 210, '서울특별시 성동구': 280,
  '서울특별시 광진구': 336, '서울특별시 동대문구': 342, '서울특별시 중랑구': 380, '서울특별시 성북구': 426,
  '서울특별시 강북구': 285, '서울특별시 도봉구': 304, '서울특별시 노원구': 496, '서울특별시 은평구': 462,
  '서울특별시 서대문구': 306, '서울특별시 마포구': 357, '서울특별시 양천구': 434, '서울특별시 강서구': 562,
  '서울특별시 구로구': 397, '서울특별시 금천구': 228, '서울특별시 영등포구': 377, '서울특별시 동작구': 375,
  '서울특별시 관악구': 486, '서울특별시 서초구': 404, '서울특별시 강남구': 555, '서울특별시 송파구': 655,
  '서울특별시 강동구': 462,
  '부산광역시 중구': 39, '부산광역시 서구': 104, '부산광역시 동구': 87, '부산광역시 영도구': 107,
  '부산광역시 부산진구': 360, '부산광역시 동래구': 265, '부산광역시 남구': 254, '부산광역시 북구': 270,
  '부산광역시 해운대구': 380, '부산광역시 사하구': 296, '부산광역시 금정구': 213, '부산광역시 강서구': 141,
  '부산광역시 연제구': 202, '부산광역시 수영구': 172, '부산광역시 사상구': 203, '부산광역시 기장군': 178,
  '인천광역시 중구': 160, '인천광역시 동구': 60, '인천광역시 미추홀구': 405, '인천광역시 연수구': 395,
  '인천광역시 남동구': 485, '인천광역시 부평구': 480, '인천광역시 계양구': 285, '인천광역시 서구': 620,
  '인천광역시 강화군': 69, '인천광역시 옹진군': 20,
  '대구광역시 중구': 95, '대구광역시 동구': 335, '대구광역시 서구': 160, '대구광역시 남구': 140,
  '대구광역시 북구': 410, '대구광역시 수성구': 415, '대구광역시 달서구': 530, '대구광역시 달성군': 260,
  '대구광역시 군위군': 23,
  '광주광역시 동구': 105, '광주광역시 서구': 285, '광주광역시 남구': 210, '광주광역시 북구': 420,
  '광주광역시 광산구': 395,
  '대전광역시 동구': 220, '대전광역시 중구': 205, '대전광역시 서구': 465, '대전광역시 유성구': 355,
  '대전광역시 대덕구': 170,
  '울산광역시 중구': 205, '울산광역시 남구': 310, '울산광역시 동구': 150, '울산광역시 북구': 220,
  '울산광역시 울주군': 215,
};

/** The weight of a district: its residents, halved for a county (군). */
export function districtWeight(regionName: string): number {
  const residents = DISTRICT_RESIDENTS[regionName];
  if (residents === undefined) throw new Error(`no residents for ${regionName}`);
  return regionName.endsWith('군') ? residents / 2 : residents;
}

/**
 * How much each job is hired, relative (postings for middle-aged and older applicants): care work and office help
 * many, niche beauty and event work few.
 */
export const JOB_HIRING: Readonly<Record<string, number>> = {
  요양보호사: 22,
  사무보조원: 12,
  급식도우미: 10,
  간호조무사: 9,
  사회복지사: 8,
  경리사무원: 8,
  보육교사: 7,
  바리스타: 6,
  산후관리사: 4,
  '일반 미용사': 4,
  직업상담사: 3,
  공인중개사: 3,
  '피부 미용사': 2,
  심리상담사: 2,
  '네일 미용사': 2,
  '레크리에이션 강사': 2,
  동물보건사: 1.5,
  '반려동물 미용사': 1.5,
  '메이크업 미용사': 1,
  웨딩도우미: 0.7,
};

/**
 * `count` job names in proportion to JOB_HIRING (largest remainders; every job at least once when count ≥ 20),
 * in an order the caller shuffles.
 */
export function jobQuotas(count: number): string[] {
  const entries = Object.entries(JOB_HIRING);
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  const exact = entries.map(([job, w]) => ({ job, share: (count * w) / total }));
  const quotas = exact.map((e) => ({ ...e, n: count >= entries.length ? Math.max(1, Math.floor(e.share)) : Math.floor(e.share) }));
  let left = count - quotas.reduce((sum, q) => sum + q.n, 0);
  const byRemainder = [...quotas].sort((a, b) => b.share - Math.floor(b.share) - (a.share - Math.floor(a.share)));
  for (let i = 0; left > 0; i = (i + 1) % byRemainder.length, left--) byRemainder[i]!.n++;
  // the minimum of one may overshoot for small counts: take back from the largest
  const byShare = [...quotas].sort((a, b) => b.n - a.n);
  for (let i = 0; left < 0; i = (i + 1) % byShare.length, left++) byShare[i]!.n--;
  return quotas.flatMap((q) => Array.from({ length: q.n }, () => q.job));
}
