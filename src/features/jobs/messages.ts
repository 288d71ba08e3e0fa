import { formatCount } from '../../shared/format/count.ts';
// Texts the spec gives in English only, in plain Korean. ALREADY_SAVED and SAVE_FAILED are the contract's own texts.
export const LOAD_ERROR = '오류가 발생했습니다.';
export const NO_JOBS = '조건에 맞는 직업이 없어요.';
export const JOB_NOT_FOUND = '존재하지 않는 직업입니다.';
export const NO_RECRUITS_FOR_JOB = '이 직업의 채용 공고가 아직 없어요.';
export const NO_DREAMERS_FOR_JOB = '아직 이 직업을 준비하는 드리머가 없어요.';
export const FEW_DREAMERS = '아직 이 직업을 준비하는 사람이 많지 않아요. 먼저 시작해 보세요!';
export const ALREADY_SAVED = '이미 담은 직업입니다.';
export const SAVE_FAILED = '직업 담기에 실패했습니다. 다시 시도해주세요.';
export const savedMessage = (jobName: string) => `'${jobName}' 직업을 담았어요. 나의 할 일에서 준비를 시작해 보세요.`;
/** How many members prepare for a job; '0명이 준비하고 있어요' reads oddly, so nobody yet is said in words. */
export const preparingText = (members: number) =>
  members > 0 ? `${formatCount(members)}명이 준비하고 있어요` : '아직 준비하는 사람이 없어요';
