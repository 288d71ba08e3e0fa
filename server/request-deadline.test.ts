// Issue 21.5: every request ends within a bound with 503 REQUEST_TIMEOUT in the envelope, and on PostgreSQL the pool
// recovers after pg_terminate_backend (before: 13 requests of a 200-connection load never answered).
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildTestApp } from './test-support/index.ts';
import type { TestApp } from './test-support/index.ts';

const DEADLINE_MS = 400;
const timeoutEnvelope = {
  success: false,
  timestamp: expect.any(String),
  statusCode: 503,
  code: 'REQUEST_TIMEOUT',
  message: '처리하는 데 시간이 너무 오래 걸렸습니다. 잠시 후 다시 시도해주세요.',
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ app: { requestTimeoutMs: DEADLINE_MS } });
});
afterAll(async () => t?.close());

describe('request deadline', () => {
  it('answers a handler that never finishes with 503 REQUEST_TIMEOUT within the bound', async () => {
    const app = await buildApp({
      db: t.db,
      rateLimit: false,
      validateResponses: true,
      requestTimeoutMs: DEADLINE_MS,
      handlers: { getAllRegions: () => new Promise<never>(() => {}) },
    });
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/v1/region/all' });
    const took = Date.now() - started;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(timeoutEnvelope);
    expect(res.headers['retry-after']).toBe('5');
    expect(took).toBeGreaterThanOrEqual(DEADLINE_MS - 5);
    expect(took).toBeLessThan(DEADLINE_MS + 1500);
    // a quick answer is untouched by the deadline
    expect((await t.call({ method: 'GET', url: '/v1/region/all' })).status).toBe(200);
    await app.close();
  });

  it('defaults to 30 s and reads REQUEST_TIMEOUT_SECONDS', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '5' }).requestTimeoutMs).toBe(5_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: 'soon' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });
});

describe.runIf(loadConfig().databaseUrl)('on PostgreSQL', () => {
  const url = () => {
    const target = new URL(loadConfig().databaseUrl!);
    target.pathname = `/${t.database.name}`;
    return target.toString();
  };

  it('a query waiting on a lock another connection holds ends as 503 within the bound; the next one succeeds', async () => {
    const member = await t.createMember();
    const other = postgres(url(), { max: 1, onnotice: () => {} });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const locked = new Promise<void>((resolve) => {
      void other.begin(async (tx) => {
        await tx`lock table members in access exclusive mode`;
        resolve();
        await held;
      });
    });
    await locked;
    try {
      const started = Date.now();
      const res = await t.call({ method: 'GET', url: '/v1/member/info', headers: member.auth });
      expect(res.status).toBe(503);
      expect(res.body).toEqual(timeoutEnvelope);
      expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 1500);
    } finally {
      release();
      await other.end({ timeout: 5 });
    }
    await expect.poll(async () => (await t.call({ method: 'GET', url: '/v1/member/info', headers: member.auth })).status).toBe(200);
  });

  it('after pg_terminate_backend of every server connection, under load, every request ends and the pool recovers', async () => {
    const member = await t.createMember();
    // the serving pool as server/index.ts opens it: statement_timeout and a watched client
    const serving = await openDatabase(url(), { queryTimeoutMs: DEADLINE_MS });
    const app = await buildApp({ db: serving.db, kind: 'postgres', rateLimit: false, requestTimeoutMs: DEADLINE_MS, onRequestTimeout: serving.suspect });
    const call = (path: string) => app.inject({ method: 'GET', url: path, headers: member.auth });
    const requests = () => Array.from({ length: 30 }, (_, i) => call(i % 3 === 0 ? '/v1/member/info' : '/v1/scrap/recruit/list'));
    try {
      await Promise.all(requests()); // the pool's connections are open
      // before: after a few rounds postgres.js held every connection on a lost query and no request was answered again
      for (let round = 0; round < 6; round++) {
        const admin = postgres(url(), { max: 1, onnotice: () => {} });
        try {
          const inFlight = requests();
          await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
          const answers = await Promise.all(inFlight);
          for (const answer of answers) expect([200, 503]).toContain(answer.statusCode);
        } finally {
          await admin.end({ timeout: 5 });
        }
        await expect
          .poll(async () => (await Promise.all(requests())).filter((answer) => answer.statusCode !== 200).length, { timeout: 5 * DEADLINE_MS + 3000, interval: 50 })
          .toBe(0);
      }
    } finally {
      await app.close();
      await serving.close();
    }
  });
});
