// The server's scheduled imports against the local fake of both APIs, on PGlite or PostgreSQL (DATABASE_URL).
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { recruitPostings, trainingCourses } from '../db/schema.ts';
import { buildTestApp } from '../test-support/index.ts';
import type { TestApp } from '../test-support/index.ts';
import { withPostgresImportLock } from './lock.ts';
import { scheduleImports } from './schedule.ts';
import { FAKE_KEY, startFakeSources } from './test-support/fake-sources.ts';
import type { FakeSources } from './test-support/fake-sources.ts';

let t: TestApp;
let fake: FakeSources;
beforeAll(async () => {
  t = await buildTestApp();
  fake = await startFakeSources(new Date());
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

function testDatabaseUrl(): string | undefined {
  if (!process.env.DATABASE_URL) return undefined;
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${t.database.name}`;
  return url.toString();
}

describe('scheduled imports', () => {
  it('is off without keys', () => {
    const log = { info: () => {}, warn: () => {} };
    expect(scheduleImports({ db: t.db, databaseUrl: undefined, saraminKey: undefined, work24Key: undefined, everyMs: 3_600_000, log })).toBeUndefined();
  });

  it('imports from both sources in a round and logs each summary', async () => {
    const lines: string[] = [];
    const schedule = scheduleImports({
      db: t.db,
      databaseUrl: testDatabaseUrl(),
      saraminKey: FAKE_KEY,
      work24Key: FAKE_KEY,
      everyMs: 3_600_000,
      firstAfterMs: 3_600_000,
      http: { timeoutMs: 2_000, retries: 0 },
      bases: { saramin: `${fake.base}/job-search`, 'work24-training': `${fake.base}/work24` },
      log: { info: (line) => lines.push(line), warn: (line) => lines.push(`warn: ${line}`) },
    })!;
    try {
      await schedule.runOnce();
      expect(lines).toEqual([
        '사람인 가져오기 완료 (2쪽): 읽음 4 · 추가 3 · 갱신 0 · 그대로 0 · 마감 1 · 건너뜀 1 (7개 시의 구·군이 아님 1)',
        '고용24 훈련과정 가져오기 완료 (1쪽): 읽음 3 · 추가 2 · 갱신 0 · 그대로 0 · 마감 0 · 건너뜀 1 (7개 시의 구·군이 아님 1)',
      ]);
      expect(await t.db.select({ id: recruitPostings.id }).from(recruitPostings).where(inArray(recruitPostings.id, ['48210001', '48210003', '48210004']))).toHaveLength(3);
      expect(await t.db.select({ id: trainingCourses.trprId }).from(trainingCourses).where(inArray(trainingCourses.source, ['work24']))).toHaveLength(2);

      // a round while another import holds the lock (PostgreSQL) leaves the round to it; on PGlite the server owns the folder
      const url = testDatabaseUrl();
      lines.length = 0;
      if (url) {
        await withPostgresImportLock(url, () => schedule.runOnce());
        expect(lines).toEqual([
          '사람인: 다른 가져오기가 실행 중이라 이번 차례는 건너뜁니다',
          '고용24 훈련과정: 다른 가져오기가 실행 중이라 이번 차례는 건너뜁니다',
        ]);
      } else {
        await schedule.runOnce();
        expect(lines[0]).toContain('추가 0 · 갱신 0 · 그대로 3');
      }
    } finally {
      await schedule.stop();
    }
  }, 60_000);

  it('logs a failing source as a warning and goes on with the next', async () => {
    const lines: string[] = [];
    const schedule = scheduleImports({
      db: t.db,
      databaseUrl: testDatabaseUrl(),
      saraminKey: 'wrong',
      work24Key: FAKE_KEY,
      everyMs: 3_600_000,
      firstAfterMs: 3_600_000,
      http: { timeoutMs: 2_000, retries: 0 },
      bases: { saramin: `${fake.base}/job-search`, 'work24-training': `${fake.base}/work24` },
      log: { info: (line) => lines.push(line), warn: (line) => lines.push(`warn: ${line}`) },
    })!;
    await schedule.runOnce();
    await schedule.stop();
    expect(lines[0]).toMatch(/^warn: 사람인 가져오기 실패: 요청이 거절되었습니다 \(HTTP 401/);
    expect(lines[1]).toMatch(/^고용24 훈련과정 가져오기 완료/);
  }, 60_000);

  it('reads IMPORT_EVERY as minutes, hours or days, at least 10 minutes', () => {
    expect(loadConfig({}).importEveryMs).toBe(6 * 3_600_000);
    expect(loadConfig({ IMPORT_EVERY: '30m' }).importEveryMs).toBe(30 * 60_000);
    expect(loadConfig({ IMPORT_EVERY: '1d' }).importEveryMs).toBe(86_400_000);
    expect(() => loadConfig({ IMPORT_EVERY: '5m' })).toThrow('at least 10m');
    expect(() => loadConfig({ IMPORT_EVERY: 'soon' })).toThrow('IMPORT_EVERY');
  });
});
