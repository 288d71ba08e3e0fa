// Small helpers shared by the project scripts (ports, Chromium, child processes).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** A port that is free right now on 127.0.0.1 (never reuse a server another job left running). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Finds a Chromium, installing Debian's package when that is possible; exits with instructions otherwise. */
export function ensureChromium() {
  const found = CANDIDATES.find((p) => p && existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium이 없어 Debian 패키지 chromium을 설치합니다…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (r.status !== 0) break;
    }
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    '\n✖ Chromium을 찾지 못했습니다. 다음 중 하나를 하세요:\n' +
      '  - Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  - 또는 CHROMIUM_PATH=/path/to/chrome 을 지정하세요.\n',
  );
  process.exit(1);
}

/** Runs an npm script / command, resolving with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Starts a long-running command in its own process group so the whole tree can be stopped. */
export function startBackground(cmd, args, opts = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', detached: true, ...opts });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  return { child, stop };
}
