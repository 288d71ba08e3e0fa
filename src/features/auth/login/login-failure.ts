import { isApiError } from '#src/shared/http/api-error.ts';
import { LOGIN_MESSAGES } from '#src/shared/validation/messages.ts';

/**
 * The alert text when login does not succeed: the server's message for a refused request (e.g. wrong password),
 * and the spec's '로그인에 실패했습니다. 다시 시도해주세요.' for an answer without success=true (it fails the contract's
 * shape check) or anything without a message.
 */
export function loginFailureMessage(error: unknown): string {
  if (isApiError(error) && error.code !== 'RESPONSE_SHAPE_MISMATCH' && error.message) return error.message;
  return LOGIN_MESSAGES.failed;
}
