import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../test-support/database.ts';
import { migrate } from './migrate.ts';

describe('migrations', () => {
  it('create every table on an empty database and are idempotent', async () => {
    const database = await createEmptyTestDatabase();
    try {
      await migrate(database);
      await migrate(database);
      const rows = await database.db.execute<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      const names = (Array.isArray(rows) ? rows : (rows as { rows: { table_name: string }[] }).rows).map((r) => r.table_name);
      expect(names).toEqual(
        expect.arrayContaining([
          'members',
          'regions',
          'jobs',
          'todos',
          'todo_groups',
          'recruit_postings',
          'training_courses',
          'images',
          'refresh_tokens',
          'rate_limits',
          'server_settings',
        ]),
      );
    } finally {
      await database.close();
    }
  });
});
