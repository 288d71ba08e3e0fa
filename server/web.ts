// Everything around the /v1 API on the same origin: security headers, the shared rate limit, the contract as a
// browsable page (/docs) and as JSON (/openapi.json), /health, stored images (/images/{publicId}), the built SPA with its
// client-route fallback, and the 404 envelope for everything else.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { spec } from './contract.ts';
import type { Db } from './db/client.ts';
import type { TokenService } from './auth/tokens.ts';
import { images, todos } from './db/schema.ts';
import type { LoginLimits } from './auth/login-guard.ts';
import { ApiError, MESSAGES, envelope } from './errors.ts';
import { isValidImageAccess } from './image-access.ts';
import { PUBLIC_ID_PATTERN } from './images.ts';

export interface WebOptions {
  /** the built SPA (`npm run build`); false or a missing folder serves no SPA */
  distDir?: string | false;
  /** Swagger UI of the contract at /docs (default true) */
  docs?: boolean;
}

export interface RouteLimit {
  max: number;
  /** milliseconds */
  timeWindow: number;
}

export interface RateLimitOptions {
  limits: Record<string, RouteLimit>;
  /** password guessing (server/auth/login-guard.ts) */
  login: LoginLimits;
}

/** Limited operations (by operationId). Everything else is not rate limited; login has its own guard. */
export const DEFAULT_RATE_LIMITS: Record<string, RouteLimit> = {
  logout: { max: 60, timeWindow: 60_000 },
  signUp: { max: 30, timeWindow: 10 * 60_000 },
  refreshToken: { max: 60, timeWindow: 60_000 },
  checkLoginId: { max: 120, timeWindow: 60_000 },
  checkNickname: { max: 120, timeWindow: 60_000 },
};

type Rows<T> = T[] | { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

type IncrCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store in the `rate_limits` table: one atomic upsert per counted request, so every server
 * instance sharing the database shares the counters.
 */
function databaseStore(db: Db) {
  let calls = 0;
  return class DatabaseStore {
    readonly scope: string;
    constructor(params: { routeInfo?: { config?: { operationId?: string }; url?: string } } = {}) {
      this.scope = params.routeInfo?.config?.operationId ?? params.routeInfo?.url ?? 'global';
    }
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const id = `${this.scope}|${key}`.slice(0, 200);
      db.execute(sql`
        insert into rate_limits (key, count, reset_at)
        values (${id}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`)
        .then((result) => {
          const [row] = rowsOf<{ count: number; ttl: number }>(result as Rows<{ count: number; ttl: number }>);
          callback(null, { current: Number(row!.count), ttl: Number(row!.ttl) });
          if (++calls % 500 === 0) void db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`).catch(() => {});
        })
        .catch((err: Error) => callback(err));
    }
    child(params: ConstructorParameters<typeof DatabaseStore>[0]) {
      return new DatabaseStore(params);
    }
  };
}

export async function registerRateLimit(app: FastifyInstance, db: Db, options: Partial<RateLimitOptions>): Promise<void> {
  const limits = options.limits ?? DEFAULT_RATE_LIMITS;
  // The glue sets config.operationId on every route; this hook must run before the plugin's own onRoute reads them.
  app.addHook('onRoute', (route) => {
    const operationId = (route.config as { operationId?: string } | undefined)?.operationId;
    const limit = operationId ? limits[operationId] : undefined;
    if (!limit) return;
    route.config = {
      ...route.config,
      rateLimit: { max: limit.max, timeWindow: limit.timeWindow },
    } as typeof route.config;
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db) as never,
    skipOnError: true, // a database hiccup must not turn every login into a 500
    errorResponseBuilder: (_request, context) =>
      Object.assign(new ApiError(429, 'RATE_LIMITED', MESSAGES.RATE_LIMITED), { statusCode: context.statusCode }),
  });
}

/** Routes every instance serves, with or without the SPA: health, stored images and the 404 envelope. */
async function readImage(db: Db, publicId: string) {
  if (!PUBLIC_ID_PATTERN.test(publicId)) return undefined;
  const [image] = await db
    .select({
      contentType: images.contentType,
      bytes: images.bytes,
      todoId: images.todoId,
      isPublic: todos.isPublic,
      ownerId: images.memberId,
    })
    .from(images)
    .leftJoin(todos, eq(todos.id, images.todoId))
    .where(eq(images.publicId, publicId));
  return image && { ...image, publicId, private: image.todoId !== null && image.isPublic !== true };
}

async function mayOpenPrivateImage(
  request: FastifyRequest<{ Querystring: { access?: string } }>,
  image: { publicId: string; ownerId: number },
  tokens: TokenService,
): Promise<boolean> {
  if (isValidImageAccess(request.server.imageAccessKey, image.publicId, request.query.access)) return true;
  const bearer = /^Bearer[ \t]+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!bearer) return false;
  const caller = await tokens.verifyAccessToken(bearer).catch(() => null);
  return caller?.memberId === image.ownerId;
}

export function registerCoreRoutes(app: FastifyInstance, db: Db, web: WebOptions | undefined, tokens: TokenService): void {
  app.get('/health', async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      reply.header('retry-after', '5');
      return reply.code(503).send(envelope(503, 'SERVICE_UNAVAILABLE', MESSAGES.SERVICE_UNAVAILABLE));
    }
    return { success: true, timestamp: new Date().toISOString(), data: { status: 'ok', database: app.saegil.kind } };
  });

  app.get<{ Params: { id: string }; Querystring: { access?: string } }>('/images/:id', async (request, reply) => {
    const image = await readImage(db, request.params.id);
    // an image of a private to-do is the owner's alone: without the owner's pass (or bearer token) it does not exist
    if (!image || (image.private && !(await mayOpenPrivateImage(request, image, tokens)))) throw new ApiError(404, 'NOT_FOUND', MESSAGES.NOT_FOUND);
    return reply
      .header(
        'cache-control',
        // a profile image id never gets new content (a replaced image is a new id); a to-do's image may turn private,
        // so no shared cache keeps it and a browser asks again soon
        image.todoId === null ? 'public, max-age=31536000, immutable' : 'private, max-age=300',
      )
      .header('x-content-type-options', 'nosniff')
      .type(image.contentType)
      .send(Buffer.from(image.bytes));
  });

  const distDir = web?.distDir;
  const spaIndex = distDir && existsSync(join(distDir, 'index.html'));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    // a browser, a link preview or curl (Accept */* or none) gets the app; only a client asking for JSON gets the 404
    const accept = request.headers.accept ?? '';
    const clientRoute =
      spaIndex &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/v1/') &&
      path !== '/v1' &&
      !/\.[A-Za-z0-9]+$/.test(path) && // a missing asset is a 404, not the app
      (accept.includes('text/html') || !accept.includes('application/json'));
    if (clientRoute) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send(envelope(404, 'NOT_FOUND', MESSAGES.ROUTE_NOT_FOUND));
  });
}

/**
 * The docs page is mostly Korean: give it the self-hosted Pretendard font (unicode-range subsets, as the app does),
 * so it reads the same on a machine without a Korean system font.
 */
function docsTheme(app: FastifyInstance) {
  let fontDir: string;
  try {
    fontDir = join(dirname(createRequire(import.meta.url).resolve('pretendard/package.json')), 'dist/web/variable');
  } catch {
    return { title: '새길 API 문서' };
  }
  const css = readFileSync(join(fontDir, 'pretendardvariable-dynamic-subset.css'), 'utf8').replaceAll(
    'url(./woff2-dynamic-subset/',
    'url(/docs-font/',
  );
  app.get<{ Params: { file: string } }>('/docs-font/:file', async (request, reply) => {
    const { file } = request.params;
    if (!/^PretendardVariable\.subset\.\d+\.woff2$/.test(file)) throw new ApiError(404, 'NOT_FOUND', MESSAGES.ROUTE_NOT_FOUND);
    const path = join(fontDir, 'woff2-dynamic-subset', file);
    if (!existsSync(path)) throw new ApiError(404, 'NOT_FOUND', MESSAGES.ROUTE_NOT_FOUND);
    return reply.type('font/woff2').header('cache-control', 'public, max-age=31536000, immutable').send(readFileSync(path));
  });
  const family = "'Pretendard Variable', Pretendard, -apple-system, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif";
  return {
    title: '새길 API 문서',
    css: [
      {
        filename: 'korean.css',
        content:
          `${css}\n.swagger-ui, .swagger-ui *:not(code):not(pre):not(.opblock-summary-path):not(.opblock-summary-path *) { font-family: ${family}; }\n` +
          `.swagger-ui code, .swagger-ui pre, .swagger-ui .opblock-summary-path { font-family: monospace, ${family}; }\n`,
      },
    ],
  };
}

/** Security headers, the docs page and the SPA: what a browser needs besides the API. */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': null, // plain http on localhost must keep working
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      },
    },
    // the SPA and the API share one origin; images are loaded cross-origin by nobody else
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  app.get('/openapi.json', async () => spec);
  if (options.docs !== false) {
    // "Try it out" on this page calls this server, not the production host the contract names first
    const document = { ...structuredClone(spec), servers: [{ url: '/', description: '이 서버' }, ...(spec.servers ?? [])] };
    await app.register(swagger, { mode: 'static', specification: { document } } as never);
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      // like the rest of the site, the docs must work over plain http (localhost, a LAN address)
      transformStaticCSP: (header: string) => header.replace(/upgrade-insecure-requests;?\s*/, ''),
      theme: docsTheme(app),
    });
  }

  const distDir = options.distDir;
  if (distDir && existsSync(join(distDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: ['index.html'],
      // the build writes .br and .gz beside each text file (vite.config.ts)
      preCompressed: true,
      setHeaders: (reply: unknown, file: string) => {
        // with preCompressed the file sent is index.html.br or .gz: judge it by the file it stands for
        const path = file.replace(/\.(br|gz)$/, '');
        const cache = path.endsWith('.html')
          ? 'no-cache'
          : path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=86400';
        (reply as FastifyReply).header('cache-control', cache);
      },
    });
  }
}
