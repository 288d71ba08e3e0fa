// Images stored before migration 0003 (byte for byte, metadata and all, under sequential ids) get a random public id
// from the migration and are re-encoded without metadata at the next start.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { phonePhoto } from '../test-support/index.ts';
import { createEmptyTestDatabase } from '../test-support/database.ts';
import { reencodeLegacyImages } from './legacy-images.ts';
import { migrate } from './migrate.ts';

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));

/** The migrations folder as it was before 0003: the journal cut after 0002. */
function foldersBefore0003(): string {
  const dir = mkdtempSync(join(tmpdir(), 'saegil-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 2);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

type Rows<T> = T[] | { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

describe('images stored before re-encoding', () => {
  it('get a random id from the migration, then lose their metadata and get a new 22-character id', async () => {
    const database = await createEmptyTestDatabase();
    const old = foldersBefore0003();
    try {
      if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: old });
      else await migratePostgres(database.db as unknown as PostgresJsDatabase, { migrationsFolder: old });
      const photo = await phonePhoto(60, 20);
      await database.db.execute(sql`
        insert into members (login_id, password_hash, nickname, birth_date, gender) values ('oldmember', 'x', '옛회원', '1960-01-01', 'MALE')`);
      await database.db.execute(sql`
        insert into images (member_id, content_type, bytes)
        select id, 'image/jpeg', ${photo} from members where login_id = 'oldmember'`);
      await database.db.execute(sql`
        insert into images (member_id, content_type, bytes)
        select id, 'image/png', ${Buffer.from('not an image any more')} from members where login_id = 'oldmember'`);

      await migrate(database);
      const migrated = rowsOf<{ public_id: string }>(await database.db.execute(sql`select public_id from images order by id`) as Rows<{ public_id: string }>);
      expect(migrated.map((row) => row.public_id)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/), expect.stringMatching(/^[0-9a-f]{64}$/)]);

      expect(await reencodeLegacyImages(database.db)).toBe(2);
      const rows = rowsOf<{ public_id: string; content_type: string; bytes: Uint8Array }>(
        await database.db.execute(sql`select public_id, content_type, bytes from images order by id`),
      );
      // the photo is upright WebP without metadata; the undecodable one is gone
      expect(rows).toHaveLength(1);
      expect(rows[0]!.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(rows[0]!.content_type).toBe('image/webp');
      const meta = await sharp(Buffer.from(rows[0]!.bytes)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 20, height: 60 });
      expect(meta.exif).toBeUndefined();
      // nothing left to do on the next start
      expect(await reencodeLegacyImages(database.db)).toBe(0);
    } finally {
      rmSync(old, { recursive: true, force: true });
      await database.close();
    }
  });
});
