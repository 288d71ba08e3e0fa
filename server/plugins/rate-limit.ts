// The shared rate limit: @fastify/rate-limit with its counters in the `rate_limits` table, applied to the contract
// operations named in the limits (by operationId). Login has its own guard (server/auth/login-guard.ts).
import { sql } from 'drizzle-orm';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { LoginLimits } from '../auth/login-guard.ts';
import { ApiError, MESSAGES } from '../errors.ts';
import { globalPlugin } from './global.ts';

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
  // opening a read-only link (issue 22), by address: guessing is hopeless at 160 bits, and this keeps a leaked link
  // from being scraped or its view count pumped
  getSharedPlan: { max: 60, timeWindow: 60_000 },
  // 카카오·네이버 (issue 27): each start keeps a row for 10 minutes; a finish costs a call to the provider
  startSocialLogin: { max: 30, timeWindow: 60_000 },
  finishSocialLogin: { max: 30, timeWindow: 60_000 },
  socialSignUp: { max: 30, timeWindow: 10 * 60_000 },
  // 정보가 틀렸어요 (issue 24), open to visitors: by address, so nobody can flood the reports table
  reportHelpPlace: { max: 10, timeWindow: 10 * 60_000 },
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

export const rateLimits = globalPlugin(async (app: FastifyInstance, options: { db: Db; limits?: Record<string, RouteLimit> }) => {
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
    store: databaseStore(options.db) as never,
    skipOnError: true, // a database hiccup must not turn every login into a 500
    errorResponseBuilder: (_request, context) =>
      Object.assign(new ApiError(429, 'RATE_LIMITED', MESSAGES.RATE_LIMITED), { statusCode: context.statusCode }),
  });
});
