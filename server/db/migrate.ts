import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the numbered SQL migrations in server/db/migrations that have not run yet. */
export async function migrate({ db, kind }: Database): Promise<void> {
  if (kind === 'pglite') await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePostgres(db as unknown as PostgresJsDatabase, { migrationsFolder });
}
