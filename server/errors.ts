// The error envelope and the one error handler every failure goes through: validation errors get Korean field
// messages, known failures their contract code, and anything else a plain 500 without internals.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '../generated/openapi.d.ts';
import { fieldErrors } from './validation.ts';

/** The contract's `ErrorCode` enum (generated from openapi/openapi.yaml): a code the contract lacks does not typecheck. */
export type ErrorCode = components['schemas']['ErrorCode'];

/** The contract's `FieldError`: one field and its Korean message. */
export type FieldError = components['schemas']['FieldError'];

/** The contract's default message for each code (its examples); a thrower may give a more specific one. */
export const MESSAGES = {
  VALIDATION_FAILED: '입력한 내용을 다시 확인해주세요.',
  TOKEN_MISSING: '인증 토큰이 없습니다. 로그인 후 다시 시도해주세요.',
  TOKEN_INVALID: '로그인 정보가 올바르지 않습니다. 다시 로그인해주세요.',
  TOKEN_EXPIRED: '로그인이 만료되었습니다. 다시 로그인해주세요.',
  PASSWORD_CHANGED: '다른 기기에서 비밀번호가 바뀌었습니다. 새 비밀번호로 다시 로그인해주세요.',
  LOGIN_FAILED: '아이디 또는 비밀번호가 일치하지 않습니다.',
  RECOVERY_FAILED: '아이디 또는 복구 코드가 일치하지 않습니다.',
  SOCIAL_STATE_MISMATCH: '로그인 요청이 맞지 않거나 시간이 지났어요. 처음부터 다시 해주세요.',
  SOCIAL_ALREADY_USED: '이미 마친 로그인 요청이에요. 처음부터 다시 해주세요.',
  LAST_LOGIN_METHOD: '로그인할 방법이 이것 하나뿐이라 끊을 수 없어요. 먼저 비밀번호를 정하거나 다른 계정을 연결해주세요.',
  SOCIAL_TICKET_INVALID: '가입할 수 있는 시간이 지났어요. 카카오나 네이버로 처음부터 다시 시작해주세요.',
  WRONG_PASSWORD: '현재 비밀번호가 일치하지 않습니다.',
  RECENT_LOGIN_REQUIRED: '보안을 위해 다시 로그인한 뒤 비밀번호를 바꿔주세요.',
  /** RECENT_LOGIN_REQUIRED on a withdrawal without the current password */
  RECENT_LOGIN_BEFORE_WITHDRAWAL: '보안을 위해 현재 비밀번호를 입력한 뒤 탈퇴해주세요.',
  /** RECENT_LOGIN_REQUIRED on a new recovery code without the current password */
  RECENT_LOGIN_BEFORE_RECOVERY_CODE: '보안을 위해 현재 비밀번호를 입력한 뒤 복구 코드를 새로 만들어주세요.',
  FORBIDDEN: '다른 회원의 정보는 바꿀 수 없습니다.',
  NOT_FOUND: '요청한 정보를 찾을 수 없습니다.',
  ROUTE_NOT_FOUND: '요청한 주소를 찾을 수 없습니다.',
  TODO_NOT_FOUND: '투두 데이터를 찾을 수 없습니다.',
  DUPLICATE_LOGIN_ID: '이미 사용 중인 아이디입니다.',
  DUPLICATE_NICKNAME: '이미 사용 중인 닉네임입니다.',
  PAYLOAD_TOO_LARGE: '이미지는 한 장에 5MB까지 올릴 수 있습니다.',
  TOO_MANY_PIXELS: '사진이 너무 큽니다. 가로·세로를 줄여서 4000만 화소 이하로 올려주세요.',
  TODO_LIMIT_REACHED: '할 일은 직업 하나에 200개까지 만들 수 있습니다. 끝난 할 일을 지우고 다시 추가해주세요.',
  BODY_TOO_LARGE: '요청 내용이 너무 큽니다.',
  UNSUPPORTED_IMAGE: 'JPG, PNG, WEBP 이미지만 올릴 수 있습니다.',
  UNSUPPORTED_CONTENT_TYPE: '지원하지 않는 요청 형식입니다.',
  RATE_LIMITED: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  INTERNAL_ERROR: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  NOT_IMPLEMENTED: '아직 준비 중인 기능입니다.',
  SERVICE_UNAVAILABLE: '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해주세요.',
  REQUEST_TIMEOUT: '처리하는 데 시간이 너무 오래 걸렸습니다. 잠시 후 다시 시도해주세요.',
  UNREADABLE_BODY: '요청 내용을 읽을 수 없습니다.',
  UNREADABLE_URL: '요청 주소를 읽을 수 없습니다. 주소를 다시 확인해주세요.',
  URL_TOO_LONG: '요청 주소가 너무 깁니다.',
} as const;

export class ApiError extends Error {
  statusCode: number;
  code: ErrorCode;
  errors: FieldError[];
  /** seconds for the Retry-After header (429, 503) */
  retryAfter: number | undefined;
  constructor(statusCode: number, code: ErrorCode, message: string, errors: FieldError[] = [], options: { retryAfter?: number } = {}) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors;
    this.retryAfter = options.retryAfter;
  }
}

/** 400 VALIDATION_FAILED for rules the schema cannot express (a real date, an existing region, a matching check). */
export function validationError(field: string, message: string): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', MESSAGES.VALIDATION_FAILED, [{ field, message }]);
}

export const notFound = (message: string = MESSAGES.NOT_FOUND) => new ApiError(404, 'NOT_FOUND', message);
export const forbidden = (message: string = MESSAGES.FORBIDDEN) => new ApiError(403, 'FORBIDDEN', message);

export interface ErrorEnvelope {
  success: false;
  timestamp: string;
  statusCode: number;
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
}

export function envelope(statusCode: number, code: ErrorCode, message: string, errors?: FieldError[]): ErrorEnvelope {
  return {
    success: false,
    timestamp: new Date().toISOString(),
    statusCode,
    code,
    message,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}

const MULTIPART_TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);
// postgres-js connection failures, server shutdown codes, and PGlite after close: the database is not there.
const DATABASE_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08006',
  'ETIMEDOUT',
  'CONNECTION_ENDED',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

// The multipart parser (busboy) throws plain errors for a broken form: the request is at fault, not the server.
const BROKEN_MULTIPART = /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Malformed part header|The needle cannot)/;
const MULTIPART_REFUSED = new Set(['FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_PROTO_VIOLATION', 'FST_INVALID_JSON_FIELD_ERROR', 'FST_MP_PREMATURE_CLOSE']);

function isDatabaseDown(err: unknown): boolean {
  for (let e = err as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code && DATABASE_DOWN.has(e.code)) return true;
    if (typeof e.message === 'string' && /PGlite is closed/i.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Turns any error into the envelope the contract documents for it. */
export function toEnvelope(err: FastifyError & { validationContext?: string }): ErrorEnvelope {
  if (err instanceof ApiError) return envelope(err.statusCode, err.code, err.message, err.errors);
  // A reply that breaks the contract (caught by @fastify/response-validation in tests) is the server's fault.
  if (err.code === 'FST_RESPONSE_VALIDATION_FAILED_VALIDATION') return envelope(500, 'INTERNAL_ERROR', MESSAGES.INTERNAL_ERROR);
  if (err.validation) {
    return envelope(400, 'VALIDATION_FAILED', MESSAGES.VALIDATION_FAILED, fieldErrors(err.validation, err.validationContext));
  }
  if (err.code && MULTIPART_TOO_LARGE.has(err.code)) return envelope(413, 'PAYLOAD_TOO_LARGE', MESSAGES.PAYLOAD_TOO_LARGE);
  if ((err.code && MULTIPART_REFUSED.has(err.code)) || (!err.statusCode && BROKEN_MULTIPART.test(String(err.message)))) {
    return envelope(400, 'VALIDATION_FAILED', MESSAGES.UNREADABLE_BODY);
  }
  switch (err.statusCode) {
    case 413:
      return envelope(413, 'PAYLOAD_TOO_LARGE', MESSAGES.BODY_TOO_LARGE);
    case 415:
      return envelope(415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.UNSUPPORTED_CONTENT_TYPE);
    case 429:
      return envelope(429, 'RATE_LIMITED', MESSAGES.RATE_LIMITED);
    case 404:
    case 405:
      return envelope(404, 'NOT_FOUND', MESSAGES.ROUTE_NOT_FOUND);
    case 503:
      return envelope(503, 'SERVICE_UNAVAILABLE', MESSAGES.SERVICE_UNAVAILABLE);
  }
  if (isDatabaseDown(err)) return envelope(503, 'SERVICE_UNAVAILABLE', MESSAGES.SERVICE_UNAVAILABLE);
  // Malformed JSON, an empty body where one is required, bad multipart framing...: the request is at fault.
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return envelope(400, 'VALIDATION_FAILED', MESSAGES.UNREADABLE_BODY);
  }
  return envelope(500, 'INTERNAL_ERROR', MESSAGES.INTERNAL_ERROR);
}

export function errorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const body = toEnvelope(err);
  if (body.statusCode >= 500) request.log.error({ err }, 'request failed');
  else if (!(err instanceof ApiError)) request.log.info({ code: err.code, statusCode: body.statusCode }, err.message);
  if (err instanceof ApiError && err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
  else if (body.statusCode === 503) reply.header('retry-after', '5');
  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/** The constraint a unique violation (23505) hit, through drizzle's wrapper, on PGlite and postgres-js; else undefined. */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e = err as Record<string, unknown> | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return String(e.constraint_name ?? e.constraint ?? '');
    e = e.cause as Record<string, unknown> | undefined;
  }
  return undefined;
}
