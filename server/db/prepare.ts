// Brings a database up to date before the server answers: numbered migrations, then the idempotent seed.
// On PostgreSQL several instances may start at once, so they take turns under an advisory lock on one connection.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { fileURLToPath } from 'node:url';
import * as schema from './schema.ts';
import type { Database, Db } from './client.ts';
import { migrate } from './migrate.ts';
import { reencodeLegacyImages } from './legacy-images.ts';
import { seedDatabase } from './seed.ts';
import type { SeedOptions } from './seed.ts';

const MIGRATION_LOCK = 7_240_301; // any constant shared by all 새길 instances

// After a bulk seed: statistics for the planner (a fresh table looks empty to it) and the visibility map that lets
// the list queries read the indexes alone (PGlite runs no autovacuum; PostgreSQL's would come minutes later).
async function tidyAfterSeed(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) recruit_postings, training_courses`);
}
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function prepareDatabase(database: Database, url: string | undefined, seed: SeedOptions = {}): Promise<void> {
  if (database.kind === 'pglite' || !url) {
    await migrate(database);
    await reencodeLegacyImages(database.db);
    if (await seedDatabase(database.db, seed)) await tidyAfterSeed(database.db);
    return;
  }
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK})`;
    const db = drizzle({ client, schema, casing: 'snake_case' });
    await migratePostgres(db, { migrationsFolder });
    await reencodeLegacyImages(db as unknown as Db);
    if (await seedDatabase(db as unknown as Db, seed)) await tidyAfterSeed(db as unknown as Db);
    await client`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
