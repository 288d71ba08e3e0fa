// The 새길 API as a Fastify app, put together from the plugins in server/plugins/ (one concern each) and the routes
// in server/routes/. server/index.ts only listens; tests use buildApp + inject. The order below is the order hooks run.
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import responseValidation from '@fastify/response-validation';
import { DEFAULT_LOGIN_LIMITS, LoginGuard } from './auth/login-guard.ts';
import { SocialSignIn } from './auth/social.ts';
import type { SocialConfig } from './auth/social.ts';
import { TokenService, resolveJwtSecret } from './auth/tokens.ts';
import { resolveVapidKeys } from './alerts/vapid.ts';
import type { VapidKeys } from './alerts/vapid.ts';
import type { Database, Db } from './db/client.ts';
import { errorHandler } from './errors.ts';
import { imageAccessKey, shareImageKey } from './image-access.ts';
import { viewerKey } from './domain/group-views.ts';
import { COMPRESS_FROM_BYTES, registerListCache } from './list-cache.ts';
import { answerBrokenRequest, frameworkErrors } from './plugins/broken-requests.ts';
import { contractRoutes } from './plugins/contract-routes.ts';
import { docs } from './plugins/docs.ts';
import { gracefulClose } from './plugins/graceful-close.ts';
import { globalPlugin } from './plugins/global.ts';
import { notFound } from './plugins/not-found.ts';
import { rateLimits } from './plugins/rate-limit.ts';
import { DEFAULT_REQUEST_TIMEOUT_MS, requestDeadline } from './plugins/request-deadline.ts';
import type { RateLimitOptions } from './plugins/rate-limit.ts';
import { bodyGuard } from './plugins/request-guards.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { staticApp } from './plugins/static-app.ts';
import { uploads } from './plugins/uploads.ts';
import { healthRoute } from './routes/health.ts';
import { imageFilesRoute } from './routes/image-files.ts';
import type { Handlers } from './routes/types.ts';
import { responseAjv, validatorCompiler } from './validation.ts';

export { mergeHandlers } from './plugins/contract-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    saegil: { db: Db; kind: Database['kind']; tokens: TokenService; loginGuard: LoginGuard | null; social: SocialSignIn };
    /** the Web Push key pair (issue 23): VAPID_* or the one kept in the database */
    vapid: VapidKeys;
  }
  interface FastifyContextConfig {
    /** the contract operation a route serves (set for every /v1 route) */
    operationId?: string;
  }
}

export interface WebOptions {
  /** the built SPA (`npm run build`); false or a missing folder serves no SPA */
  distDir?: string | false;
  /** Swagger UI of the contract at /docs (default true) */
  docs?: boolean;
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
  /** whom X-Forwarded-For is believed from: a hop count or proxy addresses (server/config.ts); default nobody */
  trustProxy?: false | number | string[];
  /** override or add handlers (tests) */
  handlers?: Handlers;
  /** PUBLIC_URL: absolute links to this server's files start with it; unset → relative links (`/images/…`) */
  publicUrl?: string;
  /** bound of the list answers kept in memory (default LIST_CACHE_MAX_BYTES) */
  listCacheMaxBytes?: number;
  /** a request not answered after this many ms gets 503 REQUEST_TIMEOUT (default 30 s; 0 turns it off) */
  requestTimeoutMs?: number;
  /** told when a request ran out of time (a guarded pool probes itself: Database.suspect) */
  onRequestTimeout?: () => void;
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; unset → the pair kept in the database (made on first use) */
  vapid?: VapidKeys;
  /** 카카오·네이버 sign-in (issue 27): the providers configured; none → GET /v1/auth/social/providers is empty */
  social?: SocialConfig;
}

/** A hop count as a function: Fastify takes a bare number to mean "trust nobody" (it cannot check the nearest peer),
 *  while TRUST_PROXY=1 means the one proxy in front, which the README tells to be the only way in. */
function proxyTrust(trust: AppOptions['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust ?? false;
  return (_address: string, hop: number) => hop < trust;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: proxyTrust(options.trustProxy),
    // the multipart parser and the JSON bodies are limited separately; keep keep-alive sockets from holding close()
    forceCloseConnections: 'idle',
    // requests arriving on a kept-alive connection while closing are still answered (with Connection: close)
    return503OnClosing: false,
    // ids longer than this are refused by the router before validation could name the field
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    frameworkErrors,
    clientErrorHandler: answerBrokenRequest,
  });
  await app.register(saegilApi, options);
  return app;
}

/** The API as a plugin (encapsulation skipped, so its error handler and 404 apply to the whole instance). */
export const saegilApi = globalPlugin(async (app: FastifyInstance, options: AppOptions) => {
  const secret = await resolveJwtSecret(options.db, options.jwtSecret);
  const tokens = new TokenService(options.db, secret);
  const loginGuard = options.rateLimit === false ? null : new LoginGuard(options.db, options.rateLimit?.login ?? DEFAULT_LOGIN_LIMITS);
  const social = new SocialSignIn(options.social ?? { redirectBase: options.publicUrl ?? '' });
  app.decorate('saegil', { db: options.db, kind: options.kind ?? 'pglite', tokens, loginGuard, social });
  app.decorate('publicUrl', (options.publicUrl ?? '').replace(/\/+$/, ''));
  app.decorate('imageAccessKey', imageAccessKey(secret));
  app.decorate('shareImageKey', shareImageKey(secret));
  app.decorate('viewerKey', viewerKey(secret));
  app.decorate('vapid', await resolveVapidKeys(options.db, options.vapid));
  app.decorateRequest('memberId', null);
  app.decorateRequest('session', null);
  app.decorateRequest('authTime', null);
  app.setValidatorCompiler(validatorCompiler);
  // Answers go out as the handlers made them: a schema-driven serializer would silently drop a field the contract
  // lacks, and then no verification (tests, contract:verify of this server) could see it. The contract is checked
  // by response validation in tests and by contract:verify instead.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler(errorHandler);
  // first of the onRequest hooks: a request stuck anywhere after it (rate limit's store, auth, handler) is bounded
  await app.register(requestDeadline, { ms: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS, onTimeout: options.onRequestTimeout });
  await app.register(gracefulClose);

  if (options.rateLimit !== false) await app.register(rateLimits, { db: options.db, limits: options.rateLimit?.limits });
  if (options.validateResponses) await app.register(responseValidation, { ajv: responseAjv() as never });
  await app.register(uploads);
  app.addHook('onRoute', bodyGuard);

  // br or gzip by Accept-Encoding for every answer of 1 KB or more (br at quality 4: fast enough to do per answer)
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: COMPRESS_FROM_BYTES, globalDecompression: false });
  if (options.web) {
    await app.register(securityHeaders, { distDir: options.web.distDir });
    await app.register(docs, { page: options.web.docs !== false });
    await app.register(staticApp, { distDir: options.web.distDir });
  }
  // after the security headers' onRequest hook (a cached answer carries them too), before the routes
  registerListCache(app, { maxBytes: options.listCacheMaxBytes });

  await app.register(contractRoutes, { handlers: options.handlers });
  await app.register(healthRoute);
  await app.register(imageFilesRoute);
  await app.register(notFound, { distDir: options.web?.distDir, db: options.db });
});
