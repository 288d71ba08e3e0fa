// The live mode and the command, against a local fake of the two APIs (no test reaches the internet), on PGlite in a
// data folder or, when DATABASE_URL is set, on a PostgreSQL test database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../db/lock.ts';
import { buildTestApp } from '../test-support/index.ts';
import type { TestApp } from '../test-support/index.ts';
import { importCommand } from './command.ts';
import { SourceRequestError, getJson } from './http-client.ts';
import { withPostgresImportLock } from './lock.ts';
import { FAKE_KEY, startFakeSources } from './test-support/fake-sources.ts';
import { saraminSample } from './test-support/samples.ts';
import type { FakeSources } from './test-support/fake-sources.ts';

const NOW = new Date();
const FAST = { timeoutMs: 1_000, retries: 2, backoffMs: 10 };
const onPostgres = Boolean(process.env.DATABASE_URL);

let fake: FakeSources;
let t: TestApp | undefined;
let env: NodeJS.ProcessEnv;
let dataDir: string | undefined;

beforeAll(async () => {
  fake = await startFakeSources(NOW);
  if (onPostgres) {
    t = await buildTestApp();
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${t.database.name}`;
    env = { DATABASE_URL: url.toString() };
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'saegil-import-'));
    env = { DATA_DIR: dataDir };
  }
}, 120_000);
afterAll(async () => {
  await fake.close();
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function command(argv: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await importCommand(argv, {
    env: { ...env, ...extraEnv },
    log: (line) => out.push(line),
    error: (line) => err.push(line),
    http: FAST,
  });
  return { code, out, err: err.join('\n') };
}

describe('HTTP client', () => {
  it('retries a 503 and then reads the answer', async () => {
    const body = await getJson(new URL(`${fake.base}/flaky/job-search?access-key=${FAKE_KEY}`), FAST);
    expect((body as { jobs: { total: string } }).jobs.total).toBe('150');
  });

  it('gives up after its retries when no answer comes in time, without showing the key', async () => {
    const started = Date.now();
    const failure = getJson(new URL(`${fake.base}/slow?access-key=secret`), { timeoutMs: 200, retries: 1, backoffMs: 10 });
    await expect(failure).rejects.toThrow(SourceRequestError);
    await expect(failure).rejects.toThrow(/2번 시도했지만 실패했습니다 \(0\.2초 안에 답이 없음\).*access-key=\*\*\*/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('fails at once on a refused key or a body that is not JSON', async () => {
    await expect(getJson(new URL(`${fake.base}/job-search?access-key=wrong`), FAST)).rejects.toThrow('HTTP 401');
    await expect(getJson(new URL(`${fake.base}/not-json`), FAST)).rejects.toThrow('JSON이 아닌 답');
  });
});

describe('npm run import (live and file mode)', () => {
  it('imports 사람인 page by page until the total is reached', async () => {
    const { code, out, err } = await command(['saramin', '--key', FAKE_KEY], { IMPORT_SARAMIN_URL: `${fake.base}/job-search` });
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toEqual([
      '사람인 1쪽: 읽음 2 · 추가 1 · 갱신 0 · 그대로 0 · 마감 0 · 건너뜀 1',
      '사람인 2쪽: 읽음 2 · 추가 2 · 갱신 0 · 그대로 0 · 마감 1 · 건너뜀 0',
      '사람인 가져오기 완료 (2쪽): 읽음 4 · 추가 3 · 갱신 0 · 그대로 0 · 마감 1 · 건너뜀 1 (7개 시의 구·군이 아님 1)',
    ]);
    const pages = fake.requests.filter((r) => r.startsWith('/job-search?') && r.includes('start=')).map((r) => new URL(r, fake.base).searchParams.get('start'));
    expect(pages).toEqual(['0', '1']);
  }, 120_000);

  it('stops at --pages and changes nothing on a second run', async () => {
    const { code, out } = await command(['saramin', '--key', FAKE_KEY, '--pages', '1'], { IMPORT_SARAMIN_URL: `${fake.base}/job-search` });
    expect(code).toBe(0);
    expect(out.at(-1)).toBe('사람인 가져오기 완료 (1쪽): 읽음 2 · 추가 0 · 갱신 0 · 그대로 1 · 마감 0 · 건너뜀 1 (7개 시의 구·군이 아님 1)');
  }, 60_000);

  it('imports 고용24 courses live', async () => {
    const { code, out } = await command(['work24-training', '--key', FAKE_KEY], { IMPORT_WORK24_URL: `${fake.base}/work24` });
    expect(code).toBe(0);
    expect(out.at(-1)).toBe('고용24 훈련과정 가져오기 완료 (1쪽): 읽음 3 · 추가 2 · 갱신 0 · 그대로 0 · 마감 0 · 건너뜀 1 (7개 시의 구·군이 아님 1)');
    const asked = new URL(fake.requests.find((r) => r.startsWith('/work24?'))!, fake.base).searchParams;
    expect(asked.get('returnType')).toBe('JSON');
    expect(asked.get('pageNum')).toBe('1');
  }, 60_000);

  it('reports a refused key with a clear message and a non-zero exit', async () => {
    const { code, err } = await command(['saramin', '--key', 'wrong'], { IMPORT_SARAMIN_URL: `${fake.base}/job-search` });
    expect(code).toBe(1);
    expect(err).toContain('가져오기 실패: 요청이 거절되었습니다 (HTTP 401, 키를 확인하세요)');
    expect(err).not.toContain('wrong');
  }, 60_000);

  it('refuses a file that is missing, not JSON, or of the other source, before touching the database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'saegil-import-file-'));
    try {
      writeFileSync(join(dir, 'broken.json'), '{"jobs": ');
      writeFileSync(join(dir, 'courses.json'), JSON.stringify({ srchList: [] }));
      expect((await command(['saramin', '--file', join(dir, 'none.json')])).err).toContain('파일을 읽을 수 없습니다');
      expect((await command(['saramin', '--file', join(dir, 'broken.json')])).err).toContain('JSON 파일이 아닙니다');
      const other = await command(['saramin', '--file', join(dir, 'courses.json')]);
      expect(other.code).toBe(1);
      expect(other.err).toContain('사람인 응답이 아닙니다');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('imports a file of 12,000 postings in batches, skipping the bad items by reason and printing no SQL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'saegil-import-file-'));
    try {
      const body = saraminSample(NOW);
      const [item] = body.jobs.job;
      const many = Array.from({ length: 12_000 }, (_, i) => ({ ...item, id: String(49_000_000 + i) }));
      const bad = [
        { ...item, id: '48999991', 'posting-timestamp': '1e20' },
        { ...item, id: '48999992', 'posting-timestamp': '-1' },
        { ...item, id: '48999993', 'expiration-timestamp': '8640000000001' },
        { ...item, id: '48999994', position: { ...item.position, title: '요양보호사\u0000모집' } },
      ];
      body.jobs.job = [...bad.slice(0, 2), ...many, ...bad.slice(2)];
      writeFileSync(join(dir, 'many.json'), JSON.stringify(body));
      const { code, out, err } = await command(['saramin', '--file', join(dir, 'many.json')]);
      expect(err).toBe('');
      expect(code).toBe(0);
      expect(out.at(-1)).toBe(
        '사람인 가져오기 완료 (1쪽): 읽음 12004 · 추가 12000 · 갱신 0 · 그대로 0 · 마감 0 · 건너뜀 4 (날짜·시각이 올바르지 않음 3, 쓸 수 없는 문자(NUL)가 있음 1)',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  it('explains its usage', async () => {
    const both = await command(['saramin', '--file', 'a.json', '--key', 'k']);
    expect(both.code).toBe(2);
    expect(both.err).toContain('--file 또는 --key 중 하나만 적으세요.');
    expect((await command(['saramin', '--key', 'k', '--pages', '0'])).err).toContain('--pages는 1에서 1000 사이의 정수입니다.');
  });
});

describe('two imports never run at once', () => {
  // PostgreSQL: another import holds the advisory lock; PGlite: a server (another live process) holds the data folder
  it('refuses, in Korean and English, while another import or a server holds the database', async () => {
    const argv = ['saramin', '--key', FAKE_KEY];
    const fakeUrl = { IMPORT_SARAMIN_URL: `${fake.base}/job-search` };
    if (onPostgres) {
      const second = await withPostgresImportLock(env.DATABASE_URL!, () => command(argv, fakeUrl));
      expect(second.code).toBe(1);
      expect(second.err).toContain('다른 가져오기가 이 데이터베이스에서 실행 중이라 시작하지 않습니다');
      expect(second.err).toContain('Another import is running on this database');
      return;
    }
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dataDir!, LOCK_FILE), JSON.stringify({ pid: holder.pid, host: 'x', startedAt: new Date().toISOString() }));
      const refused = await command(argv, fakeUrl);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`새길 서버(프로세스 ${holder.pid})가 데이터 폴더 ${dataDir}를 쓰고 있어 가져오지 않습니다`);
      expect(refused.err).toContain(`A 새길 server (pid ${holder.pid}) holds the data folder`);
    } finally {
      holder.kill();
      rmSync(join(dataDir!, LOCK_FILE), { force: true });
    }
  }, 60_000);
});
