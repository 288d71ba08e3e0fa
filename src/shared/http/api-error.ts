// The error every failed API call throws: it carries the contract's error envelope, so screens can show the
// server's Korean `message` and branch on `code`, and never see a raw status or stack trace.

export interface FieldError {
  field: string;
  message: string;
}

/** Client-side codes on top of the contract's ErrorCode enum. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'RESPONSE_SHAPE_MISMATCH' | 'UNKNOWN_ERROR';

export const CLIENT_MESSAGES: Record<ClientErrorCode, string> = {
  NETWORK_ERROR: '네트워크 연결이 원활하지 않습니다. 잠시 후 다시 시도해주세요.',
  RESPONSE_SHAPE_MISMATCH: '서버 응답 데이터 형식이 올바르지 않습니다.',
  UNKNOWN_ERROR: '알 수 없는 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];

  constructor(status: number, code: string, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }

  static client(code: ClientErrorCode, status = 0): ApiError {
    return new ApiError(status, code, CLIENT_MESSAGES[code]);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A message that is always safe to show a member. */
export function errorMessage(error: unknown, fallback: string = CLIENT_MESSAGES.UNKNOWN_ERROR): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
