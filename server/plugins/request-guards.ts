// What every /v1 request goes through before validation and its handler: text with control characters is refused,
// sign-in forms are trimmed, memo line breaks normalised, and a body in an undeclared media type is refused.
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { operationById, spec } from '../contract.ts';
import { ApiError, MESSAGES, validationError } from '../errors.ts';
import type { OperationId } from '../routes/types.ts';
import { untypableTextErrors } from '../validation.ts';

// The form trims what the member typed; the server does the same before checking the rules (contract: sign-up).
const TRIMMED_BODIES = new Set<OperationId>(['login', 'signUp', 'changePassword', 'changeNickname']);
async function trimBody(request: FastifyRequest) {
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') (body as Record<string, unknown>)[key] = value.trim();
  }
}

// Browsers send line breaks in multipart text as CRLF; a memo is checked (5000 characters) and stored with LF, as typed.
const MEMO_BODIES = new Set<OperationId>(['createTodo', 'updateTodo']);
async function normaliseMemoLineBreaks(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body.memoText === 'string') body.memoText = body.memoText.replace(/\r\n?/g, '\n');
}

// Text with NUL or other control characters is refused before validation and before any handler or query sees it.
async function refuseUntypableText(request: FastifyRequest) {
  const errors = [
    ...untypableTextErrors('path', request.params),
    ...untypableTextErrors('query', request.query),
    ...untypableTextErrors('body', request.body),
  ];
  if (errors.length > 0) throw new ApiError(400, 'VALIDATION_FAILED', MESSAGES.VALIDATION_FAILED, errors);
}

/** The preValidation hooks of one operation. */
export function preValidationFor(operationId: OperationId) {
  const hooks = [refuseUntypableText];
  if (TRIMMED_BODIES.has(operationId)) hooks.push(trimBody);
  if (MEMO_BODIES.has(operationId)) hooks.push(normaliseMemoLineBreaks);
  return hooks;
}

// A request body in a media type the operation does not declare would skip body validation (fastify validates
// per media type): refuse it (415). A missing body where the contract requires one is refused too (400).
/** onRoute hook: adds the media-type guard to every route whose schema declares a body. */
export function bodyGuard(route: RouteOptions) {
  const content = (route.schema as { body?: { content?: Record<string, unknown> } } | undefined)?.body?.content;
  if (!content) return;
  const operation = operationById.get(route.config?.operationId ?? '');
  const required = Boolean(operation && spec.paths[operation.path]?.[operation.method.toLowerCase()]?.requestBody?.required);
  const allowed = new Set(Object.keys(content));
  const guard = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    const type = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const empty = !type && !request.headers['transfer-encoding'] && Number(request.headers['content-length'] ?? 0) === 0;
    if (empty) {
      if (required) throw validationError('body', '요청 내용이 없습니다.');
      return payload;
    }
    if (!allowed.has(type)) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.UNSUPPORTED_CONTENT_TYPE);
    return payload;
  };
  route.preParsing = [...[route.preParsing ?? []].flat(), guard] as RouteOptions['preParsing'];
}
