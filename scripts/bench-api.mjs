// `npm run bench:api`: API throughput and latency on 100 000 postings, on PGlite and on PostgreSQL, side by side
// with a bare node:http server answering the very same bytes (the machine's ceiling). A script that prints figures.
// PostgreSQL is used when it answers on 127.0.0.1:5432 (or BENCH_DATABASE_URL); a fresh database is made and dropped.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './lib.mjs';

const CONNECTIONS = 64;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 100_000);
const DEMO = { loginId: 'saegil2026', password: 'Saegil!2026' };

const ENDPOINTS = [
  { name: 'GET /v1/recruit/list', path: '/v1/recruit/list?pageNum=0' },
  { name: 'GET /v1/recruit/list (job+city+sort)', path: `/v1/recruit/list?pageNum=3&keyWord=${encodeURIComponent('요양보호사')}&locationName=${encodeURIComponent('서울특별시')}&sortBy=${encodeURIComponent('마감 여유순')}` },
  { name: 'GET /v1/job/list', path: '/v1/job/list?pageNum=0' },
  { name: 'GET /v1/todo/other/public', path: '/v1/todo/other/public' },
  { name: 'POST /v1/member/auth/login', path: '/v1/member/auth/login', method: 'POST', body: JSON.stringify(DEMO) },
];

const peakRssMb = (pid) => {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
};

async function startServer(label, env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_OFF: '1', LOG_LEVEL: 'warn', SEED_POSTINGS: String(POSTINGS), DIST_DIR: '/nonexistent' },
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
    if (Date.now() - started > 600_000) throw new Error(`${label}: server did not start in 10 minutes`);
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(`${label}: started and seeded ${POSTINGS.toLocaleString()} postings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { base, child };
}

function load(url, { method = 'GET', body } = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, method, body, connections: CONNECTIONS, duration: DURATION, headers: body ? { 'content-type': 'application/json' } : {} },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/** A node:http server that answers every request with fixed bytes: what this machine can do at best. */
async function ceiling(bytes) {
  const port = await freePort();
  const server = createServer((_req, res) => {
    _req.resume();
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
    res.end(bytes);
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

const fmt = (r) => `${Math.round(r.requests.average).toString().padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(5)} ms`;

async function benchmark(label, env) {
  const { base, child } = await startServer(label, env);
  const rows = [];
  try {
    for (const ep of ENDPOINTS) {
      const sample = await fetch(`${base}${ep.path}`, { method: ep.method ?? 'GET', body: ep.body, headers: ep.body ? { 'content-type': 'application/json' } : {} });
      const bytes = Buffer.from(await sample.arrayBuffer());
      if (!sample.ok) throw new Error(`${label} ${ep.name}: ${sample.status} ${bytes.toString().slice(0, 200)}`);
      const server = await load(`${base}${ep.path}`, ep);
      const bare = await ceiling(bytes);
      const top = await load(bare.url, ep);
      await bare.close();
      rows.push({ ep, server, top, bytes: bytes.length });
      if (server.non2xx > 0) console.log(`  ! ${ep.name}: ${server.non2xx} non-2xx answers`);
    }
  } finally {
    const peak = peakRssMb(child.pid);
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    console.log(`\n${label} — ${CONNECTIONS} connections, ${DURATION} s each, server peak RSS ${peak} MB`);
    for (const { ep, server, top, bytes } of rows) {
      console.log(`${ep.name.padEnd(40)} server ${fmt(server)}  | ceiling ${fmt(top)}  | ${((server.requests.average / top.requests.average) * 100).toFixed(1)}% of ceiling (${bytes} B)`);
    }
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'saegil-bench-'));
try {
  await benchmark('PGlite (embedded)', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const psql = (sql) => spawnSync('psql', [adminUrl, '-q', '-c', sql], { encoding: 'utf8' });
const dbName = `saegil_bench_${Date.now()}`;
if (psql(`create database ${dbName}`).status === 0) {
  try {
    await benchmark('PostgreSQL', { DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${dbName}`) });
  } finally {
    psql(`drop database if exists ${dbName} with (force)`);
  }
} else {
  console.log('\nPostgreSQL: not reachable at', adminUrl, '— skipped (set BENCH_DATABASE_URL)');
}
