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
export async function openDatabase(target: string | undefined): Promise<Database> {
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

