// Runs the real server (`node server/index.ts`) as a child process, for durability and shutdown tests.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** everything written to stdout and stderr so far */
  output: () => string;
  /** resolves with the exit code (or the signal name) */
  exited: Promise<number | string>;
  /** resolves once a line matching `pattern` was printed (only output after character `since` counts) */
  waitFor: (pattern: RegExp, options?: { timeoutMs?: number; since?: number }) => Promise<string>;
}

export interface StartOptions {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  /** wait for the "running" line (default true) */
  waitUntilReady?: boolean;
  timeoutMs?: number;
}

export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: options.dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_POSTINGS: '200',
    SEED_COURSES: '100',
    DIST_DIR: '/nonexistent', // API only
    RATE_LIMIT_OFF: '1',
    ...options.env,
  };
  if (!options.env?.DATABASE_URL) delete env.DATABASE_URL; // the embedded database unless asked otherwise
  const child = spawn(process.execPath, ['server/index.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const waiters: { pattern: RegExp; since: number; resolve: (line: string) => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) {
      const match = output.slice(waiter.since).split('\n').find((line) => waiter.pattern.test(line));
      if (match !== undefined) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(match);
      }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const waitFor = (pattern: RegExp, { timeoutMs = options.timeoutMs ?? 120_000, since = 0 } = {}) =>
    new Promise<string>((resolve, reject) => {
      const existing = output.slice(since).split('\n').find((line) => pattern.test(line));
      if (existing !== undefined) return resolve(existing);
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; output:\n${output}`)), timeoutMs);
      waiters.push({ pattern, since, resolve: (line) => (clearTimeout(timer), resolve(line)) });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`server exited (${code}) before printing ${pattern}; output:\n${output}`));
      });
    });
  const server = { child, url: `http://127.0.0.1:${port}`, output: () => output, exited, waitFor };
  if (options.waitUntilReady !== false) await waitFor(/실행 중입니다/);
  return server;
}

/** JSON request helper for a real server. */
export async function request(url: string, method: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
