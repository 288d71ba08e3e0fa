// How a posting or a course of the public sources becomes one of 새길's 20 jobs and 75 districts. Kept as data in one
// place: add a word here when a source names a job or a place differently.
import { REGIONS } from '../seed/regions.ts';

/**
 * Per job: the words that identify it, strongest first. A source's job or certificate name is compared with them
 * first (exact, then containing), then its keywords, then its title. Longer, more specific words come before short
 * ones that another job could share ('반려동물 미용' before '미용').
 */
export const JOB_WORDS: Readonly<Record<string, readonly string[]>> = {
  요양보호사: ['요양보호사', '요양보호', '방문요양', '재가요양'],
  간호조무사: ['간호조무사', '간호조무'],
  보육교사: ['보육교사', '어린이집교사', '보육'],
  사회복지사: ['사회복지사', '사회복지'],
  직업상담사: ['직업상담사', '직업상담', '취업상담'],
  심리상담사: ['심리상담사', '심리상담', '상담심리', '임상심리', '청소년상담'],
  급식도우미: ['급식도우미', '조리보조', '급식보조', '조리원', '급식'],
  사무보조원: ['사무보조원', '사무보조', '일반사무', '사무원', '컴퓨터활용능력', 'ITQ'],
  경리사무원: ['경리사무원', '경리', '전산회계', '회계사무', 'FAT'],
  동물보건사: ['동물보건사', '동물보건', '동물병원'],
  웨딩도우미: ['웨딩도우미', '웨딩헬퍼', '웨딩'],
  '반려동물 미용사': ['반려동물 미용사', '반려동물미용', '애견미용', '반려견스타일리스트', '펫미용'],
  '피부 미용사': ['피부 미용사', '피부미용', '미용사(피부)', '에스테틱', '피부관리'],
  '네일 미용사': ['네일 미용사', '네일미용', '미용사(네일)', '네일아트', '네일'],
  '메이크업 미용사': ['메이크업 미용사', '메이크업', '미용사(메이크업)'],
  '일반 미용사': ['일반 미용사', '미용사(일반)', '헤어디자이너', '헤어미용', '미용사'],
  '레크리에이션 강사': ['레크리에이션 강사', '레크리에이션', '레크레이션', '실버체조'],
  바리스타: ['바리스타', '커피'],
  공인중개사: ['공인중개사', '부동산중개', '중개보조원'],
  산후관리사: ['산후관리사', '산모·신생아', '산모신생아', '산후도우미', '산후관리'],
};

/** A source's short city names as they appear in location texts ('서울 > 구로구') and addresses. */
export const CITY_NAMES: Readonly<Record<string, string>> = {
  서울: '서울특별시',
  서울시: '서울특별시',
  서울특별시: '서울특별시',
  부산: '부산광역시',
  부산시: '부산광역시',
  부산광역시: '부산광역시',
  인천: '인천광역시',
  인천시: '인천광역시',
  인천광역시: '인천광역시',
  대구: '대구광역시',
  대구시: '대구광역시',
  대구광역시: '대구광역시',
  광주: '광주광역시',
  광주시: '광주광역시',
  광주광역시: '광주광역시',
  대전: '대전광역시',
  대전시: '대전광역시',
  대전광역시: '대전광역시',
  울산: '울산광역시',
  울산시: '울산광역시',
  울산광역시: '울산광역시',
};

/** Skip reasons, as the import summary prints them. */
export const SKIP_REASONS = {
  noJob: '20가지 직업에 맞지 않음',
  noRegion: '7개 시의 구·군이 아님',
  badItem: '필수 항목이 없거나 형식이 다름',
  badDate: '날짜·시각이 올바르지 않음',
  badText: '쓸 수 없는 문자(NUL)가 있음',
  foreignLink: '링크가 사람인·고용24 주소가 아님',
} as const;
export type SkipReason = (typeof SKIP_REASONS)[keyof typeof SKIP_REASONS];

export interface MappedRegion {
  regionCode: number;
  regionName: string;
  city: string;
}

const REGION_BY_NAME = new Map(REGIONS.map((r) => [r.regionName, r]));
const REGION_BY_CODE = new Map(REGIONS.map((r) => [r.regionCode, r]));

function mapped(region: { regionCode: number; regionName: string } | undefined): MappedRegion | undefined {
  if (!region) return undefined;
  return { regionCode: region.regionCode, regionName: region.regionName, city: region.regionName.split(' ')[0]! };
}

/** '서울 > 구로구', '서울특별시 구로구 구로중앙로 152': the district of a location text or an address, if it is one of ours. */
export function regionOfText(text: string): MappedRegion | undefined {
  const words = text.replace(/>/g, ' ').split(/\s+/).filter(Boolean);
  const city = CITY_NAMES[words[0] ?? ''];
  const district = words[1];
  if (!city || !district) return undefined;
  return mapped(REGION_BY_NAME.get(`${city} ${district}`));
}

/** A 5-digit 시군구 code (고용24 `trngAreaCd`), if it is one of ours. */
export function regionOfCode(code: string): MappedRegion | undefined {
  return /^[0-9]{5}$/.test(code) ? mapped(REGION_BY_CODE.get(Number(code))) : undefined;
}

const normalise = (s: string) => s.replace(/\s+/g, '').toLowerCase();

const JOB_ENTRIES = Object.entries(JOB_WORDS).map(([job, words]) => [job, words.map(normalise)] as const);

/** The job a list of texts names (strongest text first), or undefined. */
export function jobOfTexts(texts: readonly string[]): string | undefined {
  const entries = JOB_ENTRIES;
  for (const text of texts.map(normalise).filter(Boolean)) {
    for (const [job, words] of entries) if (words.includes(text)) return job;
    // the longest word found wins, so '반려동물미용' beats '미용사' and '피부미용' beats '미용사'
    let best: { job: string; length: number } | undefined;
    for (const [job, words] of entries) {
      for (const word of words) if (text.includes(word) && (!best || word.length > best.length)) best = { job, length: word.length };
    }
    if (best) return best.job;
  }
  return undefined;
}
