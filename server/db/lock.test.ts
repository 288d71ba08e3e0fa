import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'saegil-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('takes the lock, writes its pid, and releases it', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses, in Korean and English, while another live process holds it', async () => {
    const dir = tempDir();
    // another node process that holds the lock file with its own pid
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: holder.pid, host: 'x', startedAt: new Date().toISOString() }));
      let error: unknown;
      try {
        lockDataDir(dir);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain('다른 새길 서버');
      expect((error as Error).message).toContain('in use by another 새길 server');
      expect((error as Error).message).toContain(String(holder.pid));
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']);
    const deadPid = Number(dead.stdout.toString().trim());
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid, host: 'x', startedAt: '2026-01-01T00:00:00Z' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), '{"pi');
    lockDataDir(dir).release();
  });

  it('lets exactly one of several processes racing for the same stale lock take it over', async () => {
    const lockModule = new URL('./lock.ts', import.meta.url).pathname;
    // each racer waits for a common start moment, tries once, and (if it won) holds the lock until it is killed
    const racer = `
      import { lockDataDir } from ${JSON.stringify(lockModule)};
      const [dir, start] = [process.argv[1], Number(process.argv[2])];
      while (Date.now() < start) {}
      try { lockDataDir(dir); console.log('HELD'); setInterval(() => {}, 1000); }
      catch (err) { console.log(err.name); process.exit(0); }`;
    const dead = Number(spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim());
    const rounds = 12;
    const racers = 8;
    for (let round = 0; round < rounds; round++) {
      const dir = tempDir();
      writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: dead, host: 'x', startedAt: '2026-01-01T00:00:00Z' }));
      const start = Date.now() + 1500;
      const children = Array.from({ length: racers }, () =>
        spawn(process.execPath, ['--input-type=module', '-e', racer, dir, String(start)], { stdio: ['ignore', 'pipe', 'inherit'] }),
      );
      const outcomes = await Promise.all(
        children.map(
          (child) =>
            new Promise<string>((resolve) => {
              let out = '';
              child.stdout.on('data', (chunk) => {
                out += chunk;
                if (out.includes('HELD')) resolve('HELD');
              });
              child.on('exit', () => resolve(out.trim()));
            }),
        ),
      );
      for (const child of children) child.kill('SIGKILL');
      expect(outcomes.filter((o) => o === 'HELD')).toHaveLength(1);
      expect(outcomes.filter((o) => o !== 'HELD').every((o) => o === 'DataDirLockedError')).toBe(true);
    }
  }, 180_000);
});
