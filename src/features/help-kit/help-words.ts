// The words of 가까운 도움 받기 (issue 24): what each kind of place is, in plain Korean, and the section's messages.
import type { HelpPlace } from '#generated/model/helpPlace.zod.ts';

type HelpPlaceKind = HelpPlace['kind'];

/** The kind as a member would say it: its common name and, after it, what people go there for. */
export const KIND_WORDS: Record<HelpPlaceKind, string> = {
  EMPLOYMENT_CENTER: '고용센터 · 나라의 취업 지원 창구',
  FIFTY_PLUS: '50플러스센터 · 중장년 상담과 교육',
  MIDDLE_AGED_CENTER: '중장년내일센터 · 중장년 재취업 지원',
  SENIOR_CLUB: '시니어클럽 · 어르신 일자리',
};

export const HELP_LOAD_FAILED = '도움 받을 곳을 불러오지 못했어요. 인터넷 연결을 확인하고 다시 시도해 주세요.';
export const HELP_PICK_REGION = '사는 곳(시·군·구)을 고르면 가까운 고용센터와 상담 기관을 알려 드려요.';
export const NO_PHONE = '전화번호는 아직 확인하지 못했어요. 주소로 찾아가시거나 출처 페이지를 봐 주세요.';
export const NO_HOURS = '확인하지 못했어요';
export const noneFor = (regionName: string) => `${regionName}에서 찾아갈 곳은 아직 확인하지 못했어요. 다른 지역을 골라 보세요.`;
export const noneServing = (regionName: string) =>
  `${regionName}를 맡는 곳은 아직 확인하지 못했어요. 같은 시·도의 다른 곳을 보여 드려요.`;

/** 2021-06-10 → 2021.06.10 (the 기준일 as Korean notices write dates). */
export const dotDate = (isoDate: string) => isoDate.slice(0, 10).replaceAll('-', '.');
