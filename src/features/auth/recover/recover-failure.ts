// What the recovery screen says when a new password is refused (issue 27): the server's Korean message, with what to
// do next for a wrong id or code and for too many tries.
import { CLIENT_MESSAGES, isApiError } from '#src/shared/http/api-error.ts';

export const RECOVER_TEXTS = {
  failedTitle: '비밀번호를 바꾸지 못했어요',
  wrongCodeHint: '아이디와 복구 코드를 다시 확인해주세요. 코드는 대문자·소문자와 띄어쓰기를 가리지 않아요.',
  rateLimited: '여러 번 틀려서 잠시 막아 두었어요. 15분쯤 지난 뒤 다시 해주세요.',
} as const;

export function recoverFailureMessage(error: unknown): string {
  if (!isApiError(error)) return CLIENT_MESSAGES.UNKNOWN_ERROR;
  if (error.code === 'RECOVERY_FAILED') return `${error.message}\n${RECOVER_TEXTS.wrongCodeHint}`;
  if (error.code === 'RATE_LIMITED') return RECOVER_TEXTS.rateLimited;
  if (error.code === 'RESPONSE_SHAPE_MISMATCH') return CLIENT_MESSAGES.UNKNOWN_ERROR;
  const fields = error.errors.map((e) => e.message);
  return [error.message || CLIENT_MESSAGES.UNKNOWN_ERROR, ...new Set(fields)].join('\n');
}
