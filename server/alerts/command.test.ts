// `npm run alerts -- --once [--now ISO]` and the server's schedule (issue 23): usage errors, a round by hand on an
// embedded database (twice: it releases the data folder), and the schedule's round.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/index.ts';
import { USAGE, alertsCommand } from './command.ts';
import { scheduleAlerts } from './schedule.ts';

const t = useTestApp();

function io(env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { env, log: (l: string) => out.push(l), error: (l: string) => err.push(l) } };
}

describe('npm run alerts', () => {
  it('answers 2 with the usage for missing or bad arguments', async () => {
    for (const argv of [[], ['--now', '2026-11-28T00:00:00Z'], ['--once', '--now', 'tomorrow'], ['--once', '--now'], ['--once', '--every']]) {
      const run = io();
      expect(await alertsCommand(argv, run.io), argv.join(' ')).toBe(2);
      expect(run.err.join('\n')).toContain(USAGE);
    }
  });

  it('runs one round on the embedded database as of --now, and again once the folder is free', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'saegil-alerts-'));
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      const first = io(env);
      expect(await alertsCommand(['--once', '--now', '2026-11-28T00:00:00Z'], first.io), first.err.join('\n')).toBe(0);
      expect(first.out.join('\n')).toMatch(/^알림: 회원 0명, 알림 0개, 푸시 0건 보냄/);
      // the folder is free again: a second round runs and finds nobody due
      const second = io(env);
      expect(await alertsCommand(['--once', '--now', '2026-11-28T00:05:00Z'], second.io), second.err.join('\n')).toBe(0);
      expect(second.out.join('\n')).toMatch(/^알림: 회원 0명, 알림 0개/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the server’s schedule', () => {
  it('is off with ALERTS_EVERY=0 and otherwise runs a round (logged when it did something)', async () => {
    const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(`warn ${m}`) };
    const lines: string[] = [];
    const transport = async () => 201;
    expect(scheduleAlerts({ db: t.db, databaseUrl: undefined, transport, everyMs: 0, log })).toBeUndefined();
    const member = await t.createMember();
    await t.call({ method: 'GET', url: '/v1/alerts/settings', headers: member.auth });
    const schedule = scheduleAlerts({ db: t.db, databaseUrl: undefined, transport, everyMs: 60_000, firstAfterMs: 60_000, log })!;
    try {
      await schedule.runOnce();
      await schedule.runOnce();
    } finally {
      await schedule.stop();
    }
    // the member's 9시 may or may not have come today; either the round handled them once, or nobody was due
    expect(lines.filter((l) => l.startsWith('warn'))).toEqual([]);
    expect(lines.length).toBeLessThanOrEqual(1);
    if (lines.length === 1) expect(lines[0]).toMatch(/^알림: 회원 [1-9][0-9]*명/);
  });
});
