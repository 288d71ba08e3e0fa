import { isApiError } from '../../shared/http/api-error.ts';

// The spec's own Korean texts (verbatim) and, where it gives English only, plain Korean.
export const NO_DATA = '데이터가 없습니다.';
export const LOAD_ERROR = '오류가 발생했습니다.';
export const NO_DREAMERS_FOR_JOB = '아직 이 직업을 준비하는 드리머가 없어요.';
export const JOB_NOT_FOUND = '존재하지 않는 직업입니다.';
export const MEMO_LOAD_FAILED = '메모를 불러오는 데 실패했습니다. 다시 시도해주세요.';
export const MEMO_UNAVAILABLE = '메모를 불러올 수 없습니다.';
export const NO_IMAGES = '첨부된 이미지가 없어요';
export const MEMO_NOT_PUBLIC = '공개되지 않은 투두 메모입니다.';
export const MEMO_TODO_NOT_FOUND = '투두 데이터를 찾을 수 없습니다.';
export const MEMO_NETWORK_ERROR = '투두 상세 정보를 불러오는 중 네트워크 오류가 발생했습니다.';
export const MEMO_SHAPE_MISMATCH = '서버 응답 데이터 형식이 올바르지 않습니다.';
export const MEMO_UNKNOWN_ERROR = '투두 상세 정보를 불러오는 중 알 수 없는 오류가 발생했습니다.';

/** Spec section 8, to-do detail: the two refusals by code, any other failed call, a bad shape, anything else. */
export function memoErrorMessage(error: unknown): string {
  if (!isApiError(error)) return MEMO_UNKNOWN_ERROR;
  if (error.code === 'TODO_MEMO_NOT_PUBLIC') return MEMO_NOT_PUBLIC;
  if (error.code === 'TODO_NOT_FOUND') return MEMO_TODO_NOT_FOUND;
  if (error.code === 'RESPONSE_SHAPE_MISMATCH') return MEMO_SHAPE_MISMATCH;
  return MEMO_NETWORK_ERROR;
}

/** A refusal is final (asking again gives the same answer); other failures are worth another try. */
export function isMemoRefusal(error: unknown): boolean {
  return isApiError(error) && (error.code === 'TODO_MEMO_NOT_PUBLIC' || error.code === 'TODO_NOT_FOUND');
}
