// The error catalogue of the account page (spec section 8), verbatim. A "request error" is one where no answer came
// from the server (network down, or a broken answer without the error envelope); anything else the server answered.
import { isApiError, type ApiError } from '../../shared/http/api-error.ts';

export const ACCOUNT_MESSAGES = {
  passwordChangeFailed: '비밀번호 변경에 실패했습니다.',
  jobRemovalFailed: '직업을 변경하는데 에러가 발생했습니다.',
  withdrawFailed: '탈퇴에 실패했습니다. 다시 시도해주세요.',
  nicknameChangeFailed: '닉네임 변경에 실패했습니다.',
  nicknameChangeError: '닉네임 변경 중 오류가 발생했습니다.',
  regionChangeFailed: '거주지 변경에 실패했습니다.',
  regionChangeError: '지역 변경 실패',
  uploadWithoutUrl: '업로드는 되었지만 이미지 URL을 받지 못했습니다.',
  imageDeleteFailed: '이미지 삭제에 실패했습니다.',
  imageDeleteError: '이미지 삭제에 에러가 발생했습니다.',
  nicknameRequired: '닉네임을 입력해주세요.',
} as const;

const NO_SERVER_ANSWER = new Set(['NETWORK_ERROR', 'UNKNOWN_ERROR']);

function isRequestError(error: unknown): boolean {
  return !isApiError(error) || NO_SERVER_ANSWER.has(error.code);
}

/** The server's own Korean message, when it sent one in the error envelope. */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || isRequestError(error) || error.code === 'RESPONSE_SHAPE_MISMATCH') return null;
  const fields = (error as ApiError).errors.map((e) => e.message);
  return [error.message, ...new Set(fields)].filter(Boolean).join('\n') || null;
}

/** The spec's text first; the server's reason (when it gave one) on the next line. */
function withReason(text: string, error: unknown): string {
  const reason = serverMessage(error);
  return reason && reason !== text ? `${text}\n${reason}` : text;
}

/** The current password the change asks for (contract: ChangePasswordRequest.currentPassword). */
export const CURRENT_PASSWORD_MESSAGES = {
  required: '현재 비밀번호를 입력해주세요.',
  wrong: '현재 비밀번호가 일치하지 않습니다.',
} as const;

export const validateCurrentPassword = (value: string): string | null => (value.trim() === '' ? CURRENT_PASSWORD_MESSAGES.required : null);

export const passwordChangeFailure = (error: unknown) => withReason(ACCOUNT_MESSAGES.passwordChangeFailed, error);
export const jobRemovalFailure = (error: unknown) => withReason(ACCOUNT_MESSAGES.jobRemovalFailed, error);
export const withdrawFailure = (error: unknown) => withReason(ACCOUNT_MESSAGES.withdrawFailed, error);

/** '닉네임 변경에 실패했습니다.', or the server message, or '닉네임 변경 중 오류가 발생했습니다.' (spec). */
export function nicknameChangeFailure(error: unknown): string {
  if (isRequestError(error)) return ACCOUNT_MESSAGES.nicknameChangeError;
  return serverMessage(error) ?? ACCOUNT_MESSAGES.nicknameChangeFailed;
}

/** '거주지 변경에 실패했습니다.' when the server refused, '지역 변경 실패' when the request itself failed. */
export function regionChangeFailure(error: unknown): string {
  if (isRequestError(error)) return ACCOUNT_MESSAGES.regionChangeError;
  return withReason(ACCOUNT_MESSAGES.regionChangeFailed, error);
}

/** A success answer without a usable URL means the upload went through but there is nothing to show. */
export function uploadFailure(error: unknown): string {
  if (isApiError(error) && error.code === 'RESPONSE_SHAPE_MISMATCH' && error.status === 200) {
    return ACCOUNT_MESSAGES.uploadWithoutUrl;
  }
  if (isApiError(error) && error.message) return `이미지를 올리지 못했어요.\n${error.message}`;
  return '이미지를 올리지 못했어요.';
}

export function imageDeleteFailure(error: unknown): string {
  if (isRequestError(error)) return ACCOUNT_MESSAGES.imageDeleteError;
  return withReason(ACCOUNT_MESSAGES.imageDeleteFailed, error);
}
