import { spawn } from 'node:child_process';
import { answersWithin, freePort } from './process.ts';

/** Starts `npm run mock` (Prism, Korean faker) on a free port; resolves once it answers. */
export async function startPrism(): Promise<{ baseUrl: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn('npm', ['run', '-s', 'mock'], {
    env: { ...process.env, MOCK_PORT: String(port) },
    detached: true,
    stdio: 'ignore',
  });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already stopped */
    }
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await answersWithin(`${baseUrl}/v1/region/all`, 30)) return { baseUrl, stop };
  stop();
  throw new Error('Prism did not start within 30 s');
}
