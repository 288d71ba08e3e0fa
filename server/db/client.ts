// One database handle for both engines: PGlite in DATA_DIR (the embedded default) or PostgreSQL at DATABASE_URL.
// Both run the same drizzle schema, queries and migrations.
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** A request outlived its deadline (server/plugins/request-deadline.ts): on a guarded PostgreSQL pool, check it. */
  suspect?: () => void;
}

export interface OpenOptions {
  /** PostgreSQL, serving: statements end after this long (statement_timeout), and a pool that stops answering is
   *  replaced (see guardedPostgres). Not for migrations and seeding, which may take longer. */
  queryTimeoutMs?: number;
}

/**
 * PGlite's buffer pool in a serving process. Its pages live in the wasm memory, which never shrinks: the default
 * 128 MB ends up resident once a load has touched the tables. PGlite reads its folder through the file system, so a
 * page evicted from a smaller pool comes back from the operating system's cache (not counted in the process's
 * memory). 32 MB took the server's peak RSS under the bench's load from 526 to 424 MB (100 000 postings).
 */
export const SERVING_SHARED_BUFFERS = '32MB';
let serving = false;

/** `postgres://…` → PostgreSQL; a folder path → PGlite persisted there; undefined → PGlite in memory (tests). */
export async function openDatabase(target: string | undefined, options: OpenOptions = {}): Promise<Database> {
  if (target && /^postgres(ql)?:\/\//.test(target) && options.queryTimeoutMs) {
    const guarded = guardedPostgres(target, options.queryTimeoutMs);
    const db = drizzlePostgres({ client: guarded.client, schema, casing: 'snake_case' }) as unknown as Db;
    return { db, kind: 'postgres', close: guarded.close, suspect: guarded.suspect };
  }
  if (target && /^postgres(ql)?:\/\//.test(target)) {
    const client = postgres(target, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema, casing: 'snake_case' }) as unknown as Db;
    return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  const client = await PGlite.create(target, serving ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SERVING_SHARED_BUFFERS}`] } : {});
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * For a serving process: PGlite is PostgreSQL compiled to WebAssembly. V8 first compiles it with its baseline
 * compiler, then recompiles the hot functions with its optimising one; that second pass takes ~500 MB for a few
 * seconds under the first load (the server peaked at 1.3 GB) and seconds of CPU. Staying on the baseline code keeps
 * the peak near 200-300 MB for queries that run 1.1-1.5× slower once warm. Applies to PGlite instances created after
 * the call (process-wide); the three flags are needed together when set at run time. PostgreSQL is unaffected.
 */
export function keepPgliteBaselineCompiled(): void {
  // and PGlite instances opened from now on keep a smaller buffer pool (SERVING_SHARED_BUFFERS)
  serving = true;
  for (const flag of ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering', '--liftoff-only']) v8.setFlagsFromString(flag);
}


/**
 * postgres.js (3.4.9, the latest) loses queries when PostgreSQL terminates its connections under load
 * (pg_terminate_backend, a failover): a write scheduled for a socket that closed meanwhile throws outside any promise
 * ("Cannot read properties of null (reading 'write')"), and the query sent with it never settles, holding its
 * connection for good; after a few such events every request waits forever (issue 21.5: 13 requests never answered).
 * The pool here is one postgres.js client behind a stand-in that can swap it: when a request outlives its deadline
 * the pool is probed with `select 1`, and a probe unanswered within the deadline replaces the client (the old one's
 * queries end with CONNECTION_DESTROYED, a 503). Statements get the same bound on the database's side
 * (statement_timeout), so a probe that waits longer than that is not waiting on honest work.
 */
function guardedPostgres(url: string, ms: number): { client: postgres.Sql; close: () => Promise<void>; suspect: () => void } {
  const make = () => postgres(url, { max: 10, onnotice: () => {}, connection: { statement_timeout: ms } });
  let current = make();
  let probing = false;
  ignorePostgresJsLostWrites();
  const replace = () => {
    const previous = current;
    current = make();
    // drizzle set its parsers on the first client's options
    Object.assign(current.options.parsers, previous.options.parsers);
    Object.assign(current.options.serializers, previous.options.serializers);
    void previous.end({ timeout: 0 }).catch(() => {});
  };
  const suspect = () => {
    if (probing) return;
    probing = true;
    const probed = current;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), ms);
      timer.unref();
    });
    void Promise.race([probed`select 1`.then(() => 'answered', () => 'answered'), late])
      .then((outcome) => {
        if (outcome === 'late' && probed === current) replace();
      })
      .finally(() => {
        clearTimeout(timer);
        probing = false;
      });
  };
  const client = new Proxy((() => {}) as unknown as postgres.Sql, {
    apply: (_target, thisArg, args) => Reflect.apply(current as unknown as (...a: unknown[]) => unknown, thisArg, args),
    get: (_target, property) => {
      const value = Reflect.get(current, property) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(current) : value;
    },
  });
  return { client, close: () => current.end({ timeout: 5 }), suspect };
}

let lostWritesIgnored = false;
/** postgres.js's lost write (above) is thrown from a timer: without this it would end the process. Any other
 *  uncaught exception still does, as Node would. */
function ignorePostgresJsLostWrites(): void {
  if (lostWritesIgnored) return;
  lostWritesIgnored = true;
  process.on('uncaughtException', (err, origin) => {
    if (err instanceof TypeError && /reading 'write'/.test(err.message) && /postgres[\\/]src[\\/]connection\.js/.test(err.stack ?? '')) {
      console.warn(`postgres.js lost a write on a closed connection (${err.message}); the pool is watched`);
      return;
    }
    if (process.listenerCount('uncaughtException') > 1) return; // someone else (a test runner) decides
    console.error(origin, err);
    process.exit(1);
  });
}
