// The 새길 server under test (one process per database and size), and the databases it runs on: a fresh PGlite folder,
// or a fresh PostgreSQL database made and dropped here.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib.mjs';
import { memoryOf } from './stats.mjs';

/** Node's options of `npm run server` (package.json), so the server measured runs as in production. */
const SERVER_NODE_OPTIONS = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
  .scripts.server.split(' ')
  .filter((word) => word.startsWith('--'));

/** Starts `server/index.ts` seeded with `postings` and `courses`; `stop()` ends it and returns its memory at the end. */
export async function startServer(label, env, { postings, courses }) {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, 'server/index.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_OFF: '1',
      LOG_LEVEL: 'warn',
      SEED_POSTINGS: String(postings),
      SEED_COURSES: String(courses),
      DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label}: server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() - started > 900_000) throw new Error(`${label}: server did not start in 15 minutes`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const memory = memoryOf(child.pid);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${label}: seeded ${postings.toLocaleString()} postings, ${courses.toLocaleString()} courses in ${seconds} s (RSS ${memory.now} MB, peak while starting ${memory.peak} MB)`);
  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      const end = memoryOf(child.pid);
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      return end;
    })());
  /** From here on the peak is the peak under load (5: reset the process's peak RSS to its current RSS). */
  const resetPeak = () => {
    try {
      writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
    } catch {
      console.log('  (could not reset the peak RSS: the peak printed includes the start)');
    }
  };
  return { base, child, stop, resetPeak };
}

/** A fresh PGlite folder per server; `cleanup()` removes them. */
export function pgliteDatabases() {
  const dirs = [];
  return {
    label: 'PGlite',
    available: () => true,
    envFor() {
      const dir = mkdtempSync(join(tmpdir(), 'saegil-bench-'));
      dirs.push(dir);
      return { DATA_DIR: dir, DATABASE_URL: '' };
    },
    cleanup: () => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })),
  };
}

/** A fresh database per server on the PostgreSQL at BENCH_DATABASE_URL (or 127.0.0.1:5432); `cleanup()` drops them. */
export function postgresDatabases() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const psql = (sql) => spawnSync('psql', [adminUrl, '-q', '-c', sql], { encoding: 'utf8' });
  const names = [];
  return {
    label: 'PostgreSQL',
    adminUrl,
    available: () => psql('select 1').status === 0,
    envFor() {
      const name = `saegil_bench_${Date.now()}_${names.length}`;
      if (psql(`create database ${name}`).status !== 0) throw new Error(`PostgreSQL: cannot create ${name} at ${adminUrl} (set BENCH_DATABASE_URL)`);
      names.push(name);
      return { DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${name}`) };
    },
    cleanup: () => names.forEach((name) => psql(`drop database if exists ${name} with (force)`)),
  };
}
