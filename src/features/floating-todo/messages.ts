import { isApiError } from '../../shared/http/api-error.ts';

// 'todoGroupId가 없습니다.' is the spec's text; the add failure is the contract's Korean for the spec's English.
export const NO_GROUP_ID = 'todoGroupId가 없습니다.';
export const ADD_FAILED = '할 일 추가에 실패했습니다. 다시 시도해주세요.';
export const ADDED = '할 일을 추가했어요.';

/** A full group (200 to-dos) is not a failure to retry: say so with the server's Korean message. */
export function addFailedMessage(error: unknown): string {
  return isApiError(error) && error.code === 'TODO_LIMIT_REACHED' ? error.message : ADD_FAILED;
}
