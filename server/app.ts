// The 새길 API as a Fastify app: every /v1 operation of the contract, routed and validated by fastify-openapi-glue
// from openapi/openapi.yaml, authenticated per the operation's `security`, answered by the area handlers in
// server/routes/*.ts and wrapped in the success envelope. server/index.ts only listens; tests use buildApp + inject.
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions, RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import responseValidation from '@fastify/response-validation';
import openapiGlue from 'fastify-openapi-glue';
import { authHook } from './auth/hook.ts';
import { DEFAULT_LOGIN_LIMITS, LoginGuard } from './auth/login-guard.ts';
import { TokenService, resolveJwtSecret } from './auth/tokens.ts';
import { operationById, spec } from './contract.ts';
import type { Database, Db } from './db/client.ts';
import type { Socket } from 'node:net';
import { ApiError, MESSAGES, envelope, errorHandler, validationError } from './errors.ts';
import { imageAccessKey } from './image-access.ts';
import { MAX_IMAGE_BYTES } from './images.ts';
import { viewerKey } from './domain/group-views.ts';
import { COMPRESS_FROM_BYTES, registerListCache } from './list-cache.ts';
import { handlers as authHandlers } from './routes/auth.ts';
import { handlers as dreamerHandlers } from './routes/dreamers.ts';
import { ENVELOPE_EXTRAS } from './routes/envelope-extras.ts';
import { handlers as imageHandlers } from './routes/images.ts';
import { handlers as jobHandlers } from './routes/jobs.ts';
import { handlers as memberHandlers } from './routes/member.ts';
import { handlers as myDreamHandlers } from './routes/my-dream.ts';
import { handlers as recruitHandlers } from './routes/recruit.ts';
import { handlers as regionHandlers } from './routes/region.ts';
import { handlers as scrapHandlers } from './routes/scraps.ts';
import { handlers as trainingHandlers } from './routes/training.ts';
import type { Handler, HandlerContext, Handlers, OperationId, Upload } from './routes/types.ts';
import { responseAjv, untypableTextErrors, validatorCompiler } from './validation.ts';
import { registerCoreRoutes, registerRateLimit, registerWeb } from './web.ts';
import type { RateLimitOptions, WebOptions } from './web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    saegil: { db: Db; kind: Database['kind']; tokens: TokenService; loginGuard: LoginGuard | null };
  }
  interface FastifyContextConfig {
    /** the contract operation a route serves (set for every /v1 route) */
    operationId?: string;
  }
  interface FastifyRequest {
    /** multipart files by the token (`upload:N`) the validated body carries in their place */
    uploads: Map<string, Upload> | null;
  }
}

export interface AppOptions {
  db: Db;
  kind?: Database['kind'];
  /** HS256 secret; when unset, the one kept in the database (created on first use). */
  jwtSecret?: string;
  logger?: FastifyServerOptions['logger'];
  /** check every reply against the contract (tests and development) */
  validateResponses?: boolean;
  /** false turns rate limiting off (load tests, most route tests); the default limits sign-up, login, refresh, logout */
  rateLimit?: false | Partial<RateLimitOptions>;
  /** SPA, docs, security headers; omitted in route tests */
  web?: WebOptions;
  trustProxy?: boolean;
  /** override or add handlers (tests) */
  handlers?: Handlers;
  /** PUBLIC_URL: absolute links to this server's files start with it; unset → relative links (`/images/…`) */
  publicUrl?: string;
}

const AREAS: Record<string, Handlers> = {
  auth: authHandlers,
  member: memberHandlers,
  region: regionHandlers,
  images: imageHandlers,
  jobs: jobHandlers,
  recruit: recruitHandlers,
  training: trainingHandlers,
  'my-dream': myDreamHandlers,
  dreamers: dreamerHandlers,
  scraps: scrapHandlers,
};

/** All area handlers in one map; an operation claimed by two areas is a wiring mistake caught at start. */
export function mergeHandlers(areas: Record<string, Handlers> = AREAS): Handlers {
  const merged: Record<string, unknown> = {};
  const owner: Record<string, string> = {};
  for (const [area, handlers] of Object.entries(areas)) {
    for (const [operationId, handler] of Object.entries(handlers)) {
      if (!operationById.has(operationId)) throw new Error(`server/routes/${area}.ts: "${operationId}" is not an operation of the contract`);
      if (owner[operationId]) throw new Error(`"${operationId}" is handled twice: in ${owner[operationId]} and ${area}`);
      owner[operationId] = area;
      merged[operationId] = handler;
    }
  }
  return merged as Handlers;
}

const notImplemented: Handler<OperationId> = async () => {
  throw new ApiError(500, 'INTERNAL_ERROR', MESSAGES.NOT_IMPLEMENTED);
};

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

// A request body in a media type the operation does not declare would skip body validation (fastify validates
// per media type): refuse it (415). A missing body where the contract requires one is refused too (400).
function bodyGuard(route: RouteOptions) {
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

/** A request Node's HTTP parser refused (over-long URL or headers, broken framing): answered in the envelope too. */
function answerBrokenRequest(error: NodeJS.ErrnoException & { bytesParsed?: number }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLong = error.code === 'HPE_HEADER_OVERFLOW' || error.code === 'HPE_URI_TOO_LONG';
  const body = JSON.stringify(envelope(400, 'VALIDATION_FAILED', tooLong ? MESSAGES.URL_TOO_LONG : MESSAGES.UNREADABLE_BODY));
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // the multipart parser and the JSON bodies are limited separately; keep keep-alive sockets from holding close()
    forceCloseConnections: 'idle',
    // requests arriving on a kept-alive connection while closing are still answered (with Connection: close)
    return503OnClosing: false,
    // ids longer than this are refused by the router before validation could name the field
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    frameworkErrors: (error, _request, reply) => {
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? MESSAGES.URL_TOO_LONG : MESSAGES.UNREADABLE_URL;
      void (reply as FastifyReply).code(400).type('application/json; charset=utf-8').send(envelope(400, 'VALIDATION_FAILED', message));
    },
    clientErrorHandler: answerBrokenRequest,
  });
  await app.register(saegilApi, options);
  return app;
}

/** The API as a plugin (encapsulation skipped, so its error handler and 404 apply to the whole instance). */
export async function saegilApi(app: FastifyInstance, options: AppOptions): Promise<void> {
  const secret = await resolveJwtSecret(options.db, options.jwtSecret);
  const tokens = new TokenService(options.db, secret);
  const loginGuard = options.rateLimit === false ? null : new LoginGuard(options.db, options.rateLimit?.login ?? DEFAULT_LOGIN_LIMITS);
  app.decorate('saegil', { db: options.db, kind: options.kind ?? 'pglite', tokens, loginGuard });
  app.decorate('publicUrl', (options.publicUrl ?? '').replace(/\/+$/, ''));
  app.decorate('imageAccessKey', imageAccessKey(secret));
  app.decorate('viewerKey', viewerKey(secret));
  app.decorateRequest('memberId', null);
  app.decorateRequest('session', null);
  app.decorateRequest('authTime', null);
  app.decorateRequest('uploads', null);
  app.setValidatorCompiler(validatorCompiler);
  // Answers go out as the handlers made them: a schema-driven serializer would silently drop a field the contract
  // lacks, and then no verification (tests, contract:verify of this server) could see it. The contract is checked
  // by response validation in tests and by contract:verify instead.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler(errorHandler);

  // Graceful close: a connection kept alive by a request that was in flight when close() began would otherwise stay
  // open until the keep-alive timeout (72 s) and hold the shutdown; answer it with Connection: close instead.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  if (options.rateLimit !== false) await registerRateLimit(app, options.db, options.rateLimit ?? {});
  if (options.validateResponses) await app.register(responseValidation, { ajv: responseAjv() as never });

  // Files are buffered into request.uploads and replaced by a string token, so the contract's
  // `type: string, format: binary` (and its array forms) validate the form like any other field.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_IMAGE_BYTES, files: 10, fields: 20, parts: 40, fieldSize: 64 * 1024 },
    async onFile(this: FastifyRequest, part) {
      const data = await part.toBuffer();
      const uploads = (this.uploads ??= new Map());
      const token = `upload:${uploads.size}`;
      uploads.set(token, { filename: part.filename, mimetype: part.mimetype, data });
      (part as unknown as { value: string }).value = token;
    },
  });
  app.addHook('onRoute', bodyGuard);

  // br or gzip by Accept-Encoding for every answer of 1 KB or more (br at quality 4: fast enough to do per answer)
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: COMPRESS_FROM_BYTES, globalDecompression: false });
  if (options.web) await registerWeb(app, options.web);
  // after the security headers' onRequest hook (a cached answer carries them too), before the routes
  registerListCache(app);

  const handlers = { ...mergeHandlers(), ...options.handlers } as Record<string, Handler<OperationId> | undefined>;
  await app.register(openapiGlue, {
    specification: structuredClone(spec),
    operationResolver: (operationId: string) => {
      const operation = operationById.get(operationId);
      if (!operation) throw new Error(`operation ${operationId} is missing from the contract index`);
      const handler = handlers[operationId] ?? notImplemented;
      const extras = ENVELOPE_EXTRAS[operationId as OperationId];
      const route: Partial<RouteOptions> = {
        config: { operationId },
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const ctx = {
            db: options.db,
            memberId: request.memberId,
            params: request.params,
            query: request.query,
            body: request.body,
            uploads: request.uploads ?? new Map(),
            request,
            reply,
          } as HandlerContext<OperationId>;
          const data = await handler(ctx);
          return { success: true, timestamp: new Date().toISOString(), ...extras?.(data), data: data ?? null };
        },
      };
      if (operation.auth !== 'public') route.preParsing = [authHook(tokens, operation.auth)];
      const preValidation = [refuseUntypableText];
      if (TRIMMED_BODIES.has(operationId as OperationId)) preValidation.push(trimBody);
      if (MEMO_BODIES.has(operationId as OperationId)) preValidation.push(normaliseMemoLineBreaks);
      route.preValidation = preValidation;
      return route as RouteOptions;
    },
  });
  registerCoreRoutes(app, options.db, options.web, tokens);
}
(saegilApi as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
