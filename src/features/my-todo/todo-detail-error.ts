import { isApiError } from '../../shared/http/api-error.ts';

/** The spec's to-do detail messages (section 8), by the error's code. */
export function todoDetailErrorMessage(error: unknown): string {
  if (!isApiError(error)) return '투두 상세 정보를 불러오는 중 알 수 없는 오류가 발생했습니다.';
  switch (error.code) {
    case 'TODO_MEMO_NOT_PUBLIC':
      return '공개되지 않은 투두 메모입니다.';
    case 'TODO_NOT_FOUND':
      return '투두 데이터를 찾을 수 없습니다.';
    case 'RESPONSE_SHAPE_MISMATCH':
      return '서버 응답 데이터 형식이 올바르지 않습니다.';
    case 'NETWORK_ERROR':
      return '투두 상세 정보를 불러오는 중 네트워크 오류가 발생했습니다.';
    case 'UNKNOWN_ERROR':
      return '투두 상세 정보를 불러오는 중 알 수 없는 오류가 발생했습니다.';
    default:
      return error.message || '투두 상세 정보를 불러오는 중 알 수 없는 오류가 발생했습니다.';
  }
}

/** Spec: in the own memo view a load failure is alerted as '메모를 불러올 수 없습니다: …' and the member goes back. */
export function memoLoadFailedMessage(error: unknown): string {
  return `메모를 불러올 수 없습니다: ${todoDetailErrorMessage(error)}`;
}
