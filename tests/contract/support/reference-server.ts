import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answersWithin, freePort } from './process.ts';

/** Starts the reference server as a real process on a fresh embedded database; resolves when /health answers. */
export async function startReferenceServer(
  options: { port?: number; env?: Record<string, string> } = {},
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'saegil-verify-'));
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DIST_DIR: join(dataDir, 'no-app'),
      // rate limits stay on: verification provokes the login limit (429) as a client would meet it
      RATE_LIMIT_OFF: '',
      LOG_LEVEL: 'warn',
      SEED_POSTINGS: '400',
      SEED_COURSES: '200',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const gone = () => child.exitCode !== null;
  if (await answersWithin(`${baseUrl}/health`, 60, { ready: (r) => r.ok, gone })) return { baseUrl, stop };
  await stop();
  throw new Error('the reference server did not start within 60 s');
}
