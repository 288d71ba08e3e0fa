// The real server process on the embedded database: an acknowledged write survives kill -9 and a restart, a second
// server on the same data folder refuses to start, and SIGTERM lets an in-flight request finish.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { request, startServerProcess } from '../test-support/server-process.ts';
import type { ServerProcess } from '../test-support/server-process.ts';
import { CURRENT_REQUIRED } from '../domain/consent.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'saegil-durability-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(options: Partial<Parameters<typeof startServerProcess>[0]> = {}) {
  const server = await startServerProcess({ dataDir, ...options });
  running.push(server);
  return server;
}

const member = { loginId: 'durable2026', password: 'Durable!26', nickName: '튼튼해요', birthDate: '1959/07/08', gender: 'FEMALE', regionCode: 29170, consents: CURRENT_REQUIRED };

describe('the embedded database under the real server', () => {
  it('keeps an acknowledged sign-up through kill -9 and a restart', { timeout: 300_000 }, async () => {
    const first = await start();
    expect((await request(`${first.url}/health`, 'GET')).status).toBe(200);
    const signUp = await request(`${first.url}/v1/member/auth/sign-up`, 'POST', member);
    expect(signUp.status).toBe(200);
    const nickname = await request(`${first.url}/v1/member/auth/check-nickname?nickname=${encodeURIComponent(member.nickName)}`, 'GET');
    expect(nickname.body.data.duplicated).toBe(true);

    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    // the lock file of the killed server is still there: the next start must take it over
    expect(existsSync(join(dataDir, 'saegil.lock'))).toBe(true);

    const second = await start();
    const login = await request(`${second.url}/v1/member/auth/login`, 'POST', { loginId: member.loginId, password: member.password });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ memberId: signUp.body.data.memberId, nickname: member.nickName, regionName: '광주광역시 북구' });
  });

  it('refuses to start a second server on the same data folder while the first runs', { timeout: 120_000 }, async () => {
    const other = await startServerProcess({ dataDir, waitUntilReady: false });
    running.push(other);
    expect(await other.exited).toBe(1);
    expect(other.output()).toContain('다른 새길 서버');
    expect(other.output()).toContain('refusing to start');
  });

  it('on SIGTERM finishes the in-flight request, closes the database and exits 0', { timeout: 120_000 }, async () => {
    const current = running.find((s) => s.child.exitCode === null && s.child.signalCode === null)!;
    // a sign-up hashes a password (argon2): long enough to be in flight when the signal arrives
    const since = current.output().length;
    const inFlight = request(`${current.url}/v1/member/auth/sign-up`, 'POST', { ...member, loginId: 'graceful26', nickName: '우아하게' });
    await current.waitFor(/incoming request/, { since });
    current.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await current.exited).toBe(0);
    expect(current.output()).toContain('closed cleanly');
    expect(existsSync(join(dataDir, 'saegil.lock'))).toBe(false);

    // and the write made during shutdown is there on the next start
    const next = await start();
    const login = await request(`${next.url}/v1/member/auth/login`, 'POST', { loginId: 'graceful26', password: member.password });
    expect(login.status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });
});
