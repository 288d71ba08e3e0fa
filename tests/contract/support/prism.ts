import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

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
  for (let i = 0; i < 120; i++) {
    try {
      await fetch(`${baseUrl}/v1/region/all`);
      return { baseUrl, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  stop();
  throw new Error('Prism did not start within 30 s');
}
