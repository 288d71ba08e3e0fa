// `npm run check:production`: the server installs and starts as production would install it. The tracked files are
// copied to a temporary folder, `npm ci --omit=dev` installs only the runtime dependencies (the pinned Node included),
// and `npm run server` must answer /health on a small embedded database. Fails when the server imports a dev
// dependency or needs a build step it does not have.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort, startBackground } from './lib.mjs';

const root = mkdtempSync(join(tmpdir(), 'saegil-production-'));
const files = spawnSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
for (const file of files) {
  mkdirSync(join(root, dirname(file)), { recursive: true });
  cpSync(file, join(root, file));
}

function fail(message) {
  console.error(`✖ ${message}`);
  rmSync(root, { recursive: true, force: true });
  process.exit(1);
}

console.log(`npm ci --omit=dev in ${root}`);
const install = spawnSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
if (install.status !== 0) fail('npm ci --omit=dev failed');

const port = await freePort();
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(root, 'data'), SEED_POSTINGS: '60', SEED_COURSES: '30' };
delete env.DATABASE_URL;
const server = startBackground('npm', ['run', '-s', 'server'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
let exited = false;
server.child.on('exit', () => (exited = true));

const deadline = Date.now() + 150_000;
let health;
while (!exited && Date.now() < deadline) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    if (res.ok) {
      health = await res.json();
      break;
    }
  } catch {
    /* not listening yet */
  }
  await new Promise((r) => setTimeout(r, 500));
}
server.stop();
await new Promise((r) => (exited ? r() : server.child.on('exit', r)));
if (health?.data?.status !== 'ok') fail('the production install did not answer /health');
console.log(`✔ production install: ${JSON.stringify(health.data)}`);
rmSync(root, { recursive: true, force: true });
