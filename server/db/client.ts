// One database handle for both engines: PGlite in DATA_DIR (the embedded default) or PostgreSQL at DATABASE_URL.
// Both run the same drizzle schema, queries and migrations.
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

/** `postgres://…` → PostgreSQL; a folder path → PGlite persisted there; undefined → PGlite in memory (tests). */
export async function openDatabase(target: string | undefined): Promise<Database> {
  if (target && /^postgres(ql)?:\/\//.test(target)) {
    const client = postgres(target, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema, casing: 'snake_case' }) as unknown as Db;
    return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  const client = await PGlite.create(target);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}
