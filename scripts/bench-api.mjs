// `npm run bench:api`: API throughput and latency on 100 000 postings, on PGlite and on PostgreSQL, side by side
// with a bare node:http server answering the very same bytes (the machine's ceiling); the cost of a page at three
// depths with 10 000 and 100 000 postings; the server's peak RSS. A script that prints figures, not a test.
// PostgreSQL is used when it answers on 127.0.0.1:5432 (or BENCH_DATABASE_URL); fresh databases are made and dropped.
//
// The machine is shared: every figure is the median of BENCH_ROUNDS interleaved runs (server, ceiling, next call…),
// with the spread (min–max) beside it, and each run is short (BENCH_SECONDS). Requests ask for br/gzip as a browser
// does; the ceiling answers the bytes (and content-encoding) the server sent.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './lib.mjs';

const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 100_000);
const SMALL = Math.round(POSTINGS / 10);
const DEPTH_SAMPLES = Number(process.env.BENCH_DEPTH_SAMPLES ?? 25);
const ONLY = process.env.BENCH_ONLY; // 'pglite' | 'postgres'
const DEMO = { loginId: 'saegil2026', password: 'Saegil!2026' };
const ACCEPT = { 'accept-encoding': 'br, gzip' };
const q = encodeURIComponent;

const ENDPOINTS = [
  { name: 'recruit list', path: '/v1/recruit/list?pageNum=0' },
  { name: 'recruit list (job+city+sort)', path: `/v1/recruit/list?pageNum=3&keyWord=${q('요양보호사')}&locationName=${q('서울특별시')}&sortBy=${q('마감 여유순')}` },
  { name: 'training list', path: `/v1/training/list?pageNum=0&jobName=${q('요양보호사')}` },
  { name: 'job list', path: '/v1/job/list?pageNum=0' },
  { name: 'dreamer cards', path: '/v1/todo/other/public' },
  { name: 'region list', path: '/v1/region/all' },
  // every request a different page of the whole list: no answer comes from the cache (the keyset path under load)
  { name: 'recruit list, any page (uncached)', path: '/v1/recruit/list?pageNum=0', anyPage: true },
  { name: 'login (argon2, excepted)', path: '/v1/member/auth/login', method: 'POST', body: JSON.stringify(DEMO) },
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const spread = (xs, digits = 1) => `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;

const memoryOf = (pid) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
    return { peak: Math.round(kb('VmHWM') / 1024), now: Math.round(kb('VmRSS') / 1024) };
  } catch {
    return { peak: NaN, now: NaN };
  }
};

async function startServer(label, env, postings) {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_OFF: '1', LOG_LEVEL: 'warn', SEED_POSTINGS: String(postings), DIST_DIR: '/nonexistent' },
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
  const memory = memoryOf(child.pid);
  console.log(`${label}: started and seeded ${postings.toLocaleString()} postings in ${((Date.now() - started) / 1000).toFixed(1)} s (RSS ${memory.now} MB, peak while starting ${memory.peak} MB)`);
  // from here on the peak is the peak under load (5: reset the process's peak RSS to its current RSS)
  try {
    writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
  } catch {
    console.log('  (could not reset the peak RSS: the peak printed at the end includes the start)');
  }
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
  return { base, child, stop };
}

function load(url, { method = 'GET', body, anyPage } = {}, pages = 1) {
  const requests = anyPage ? [{ setupRequest: (req) => ({ ...req, path: `/v1/recruit/list?pageNum=${Math.floor(Math.random() * pages)}` }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon(
      { url, method, body, requests, connections: CONNECTIONS, duration: SECONDS, headers: { ...ACCEPT, ...(body ? { 'content-type': 'application/json' } : {}) } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/** A node:http server that answers every request with fixed bytes: what this machine can do at best. */
async function ceiling(bytes, encoding) {
  const port = await freePort();
  const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length, ...(encoding && { 'content-encoding': encoding }) };
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, headers);
    res.end(bytes);
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

/** The raw bytes of one answer, as sent on the wire (no decompression). */
async function sample(base, ep) {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(`${base}${ep.path}`, { method: ep.method ?? 'GET', headers: { ...ACCEPT, ...(ep.body ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, bytes: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }));
    });
    req.on('error', reject);
    req.end(ep.body);
  });
}

/** Waits until the server has worked off what the previous run left queued (it answers /health within 50 ms). */
async function settle(base) {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const started = performance.now();
    await fetch(`${base}/health`).then((r) => r.arrayBuffer());
    if (performance.now() - started < 50) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function throughput(label, base, pages) {
  const runs = new Map(ENDPOINTS.map((ep) => [ep.name, []]));
  const sizes = new Map();
  for (let round = 0; round < ROUNDS; round++) {
    for (const ep of ENDPOINTS) {
      const answer = await sample(base, ep);
      if (answer.status !== 200) throw new Error(`${label} ${ep.name}: ${answer.status} ${answer.bytes.toString().slice(0, 200)}`);
      sizes.set(ep.name, `${answer.bytes.length} B${answer.encoding ? ` ${answer.encoding}` : ''}`);
      await settle(base);
      const server = await load(`${base}${ep.path}`, ep, pages);
      const bare = await ceiling(answer.bytes, answer.encoding);
      const top = await load(bare.url, ep);
      await bare.close();
      if (server.non2xx > 0) console.log(`  ! ${ep.name}: ${server.non2xx} non-2xx answers`);
      runs.get(ep.name).push({ share: (server.requests.average / top.requests.average) * 100, rps: server.requests.average, top: top.requests.average, p50: server.latency.p50, p99: server.latency.p99 });
    }
  }
  console.log(`\n${label}: ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s — median (min–max)`);
  console.log(`${'call'.padEnd(30)} ${'share of ceiling'.padEnd(22)} ${'server req/s'.padEnd(14)} ${'ceiling req/s'.padEnd(14)} ${'p50 ms'.padEnd(16)} ${'p99 ms'.padEnd(18)} answer`);
  for (const ep of ENDPOINTS) {
    const r = runs.get(ep.name);
    const col = (key, d = 0) => `${median(r.map((x) => x[key])).toFixed(d)} (${spread(r.map((x) => x[key]), d)})`;
    console.log(`${ep.name.padEnd(30)} ${`${col('share', 1)} %`.padEnd(22)} ${String(Math.round(median(r.map((x) => x.rps)))).padEnd(14)} ${String(Math.round(median(r.map((x) => x.top)))).padEnd(14)} ${col('p50').padEnd(16)} ${col('p99').padEnd(18)} ${sizes.get(ep.name)}`);
  }
}

// --- depth: one request at a time, each for a page not asked before (so no answer comes from a cache) ---

async function timed(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: ACCEPT });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

/** Both lists side by side, sample by sample, so the machine's load weighs on both alike. */
async function depthTimes(bases) {
  const lists = [];
  for (const base of bases) {
    const first = await (await fetch(`${base}/v1/recruit/list?pageNum=0`)).json();
    const pages = Math.ceil(first.data.total / 10);
    const depths = { 'page 0': 0, middle: Math.floor(pages / 2) - DEPTH_SAMPLES, 'page 500': 500 };
    for (const start of Object.values(depths)) await timed(`${base}/v1/recruit/list?pageNum=${start + DEPTH_SAMPLES * 3}`); // warm the query path
    lists.push({ base, pages, depths, times: Object.fromEntries(Object.keys(depths).map((d) => [d, []])) });
  }
  for (let i = 0; i < DEPTH_SAMPLES; i++) {
    for (const name of Object.keys(lists[0].depths)) {
      for (const list of lists) list.times[name].push(await timed(`${list.base}/v1/recruit/list?pageNum=${list.depths[name] + i + 1}`));
    }
  }
  return lists;
}

function printDepth(label, [small, large]) {
  console.log(`\n${label}: one page of the unfiltered recruit list, ${DEPTH_SAMPLES} distinct pages per depth (never cached), ms median (min–max)`);
  console.log(`${'depth'.padEnd(10)} ${`${SMALL.toLocaleString()} postings`.padEnd(30)} ${`${POSTINGS.toLocaleString()} postings`.padEnd(30)} ratio of medians`);
  for (const name of Object.keys(small.times)) {
    const a = small.times[name];
    const b = large.times[name];
    const where = (d) => `${name === 'middle' ? `p${d.depths.middle + 1}+ ` : ''}`;
    console.log(
      `${name.padEnd(10)} ${`${where(small)}${median(a).toFixed(1)} (${spread(a)})`.padEnd(30)} ${`${where(large)}${median(b).toFixed(1)} (${spread(b)})`.padEnd(30)} ${(median(b) / median(a)).toFixed(2)}×`,
    );
  }
}

async function benchmark(label, envFor) {
  const small = await startServer(`${label} ${SMALL.toLocaleString()}`, envFor('small'), SMALL);
  let large;
  try {
    large = await startServer(`${label} ${POSTINGS.toLocaleString()}`, envFor('large'), POSTINGS);
    const lists = await depthTimes([small.base, large.base]);
    await small.stop();
    printDepth(label, lists);
    await throughput(label, large.base, lists[1].pages);
  } finally {
    await small.stop();
    if (large) {
      const memory = await large.stop();
      console.log(`${label}: server peak RSS under load ${memory.peak} MB (RSS at the end ${memory.now} MB)`);
    }
  }
}

if (ONLY !== 'postgres') {
  const dirs = [];
  try {
    await benchmark('PGlite', () => {
      const dir = mkdtempSync(join(tmpdir(), 'saegil-bench-'));
      dirs.push(dir);
      return { DATA_DIR: dir, DATABASE_URL: '' };
    });
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

if (ONLY !== 'pglite') {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const psql = (sql) => spawnSync('psql', [adminUrl, '-q', '-c', sql], { encoding: 'utf8' });
  const names = [];
  const envFor = () => {
    const name = `saegil_bench_${Date.now()}_${names.length}`;
    if (psql(`create database ${name}`).status !== 0) throw new Error(`PostgreSQL: cannot create ${name} at ${adminUrl} (set BENCH_DATABASE_URL)`);
    names.push(name);
    return { DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${name}`) };
  };
  if (psql('select 1').status === 0) {
    try {
      await benchmark('PostgreSQL', envFor);
    } finally {
      for (const name of names) psql(`drop database if exists ${name} with (force)`);
    }
  } else {
    console.log('\nPostgreSQL: not reachable at', adminUrl, '— skipped (set BENCH_DATABASE_URL)');
  }
}
