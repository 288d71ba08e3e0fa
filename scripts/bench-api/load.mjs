// Throughput under CONNECTIONS connections, each call interleaved with its ceiling: a bare node:http server in a process
// of its own (as the server under test is) answering the very bytes and content-encoding the server sent.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../lib.mjs';
import { ACCEPT, CONNECTIONS, ENDPOINTS, ROUNDS, SECONDS } from './config.mjs';

const headersOf = (ep) => ({ ...ACCEPT, ...(ep.body ? { 'content-type': 'application/json' } : {}) });

/** autocannon against `url`; with `pages`, every request asks for a random page of `ep.path`'s list, with a parameter
 *  of its own so the answer cache never has it (a random page alone came from the cache for most requests once a list
 *  had fewer pages than a few seconds of requests: 2,500 training pages at 3,400 req/s). */
function load(url, ep, pages) {
  let asked = 0;
  const page = (n) => `${ep.path.replace(/pageNum=\d+/, `pageNum=${n}`)}&nocache=${++asked}`;
  const requests = pages ? [{ setupRequest: (req) => ({ ...req, path: page(Math.floor(Math.random() * pages)) }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, method: ep.method ?? 'GET', body: ep.body, requests, connections: CONNECTIONS, duration: SECONDS, headers: headersOf(ep) }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const CEILING = `
const { readFileSync } = require('node:fs');
const { createServer } = require('node:http');
const [file, port, encoding] = process.argv.slice(1);
const bytes = readFileSync(file);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length, ...(encoding && { 'content-encoding': encoding }) };
createServer((req, res) => { req.resume(); res.writeHead(200, headers); res.end(bytes); }).listen(Number(port), '127.0.0.1', () => console.log('ready'));
`;

/** The machine's best for these bytes: a node:http server answering them to every request. */
async function ceiling(bytes, encoding) {
  const dir = mkdtempSync(join(tmpdir(), 'saegil-ceiling-'));
  const file = join(dir, 'answer');
  writeFileSync(file, bytes);
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', CEILING, file, String(port), encoding ?? ''], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
  });
  const close = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}`, close };
}

/** The raw bytes of one answer, as sent on the wire (no decompression). */
function sample(base, ep) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${ep.path}`, { method: ep.method ?? 'GET', headers: headersOf(ep) }, (res) => {
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

/**
 * ROUNDS rounds; in each, every call runs against the server, then against its ceiling. `pages[list]`: the number of
 * pages of that list (for the any-page calls). Returns per call its runs and the size of its answer.
 */
export async function throughput(label, base, pages) {
  const calls = new Map(ENDPOINTS.map((ep) => [ep.name, { ep, runs: [], answer: '' }]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const ep of ENDPOINTS) {
      const call = calls.get(ep.name);
      const answer = await sample(base, ep);
      if (answer.status !== 200) throw new Error(`${label} ${ep.name}: ${answer.status} ${answer.bytes.toString().slice(0, 200)}`);
      call.answer = `${answer.bytes.length} B${answer.encoding ? ` ${answer.encoding}` : ''}`;
      await settle(base);
      const server = await load(`${base}${ep.path}`, ep, ep.pages && pages[ep.pages]);
      const bare = await ceiling(answer.bytes, answer.encoding);
      const top = await load(bare.url, ep);
      await bare.close();
      if (server.non2xx > 0) console.log(`  ! ${ep.name}: ${server.non2xx} non-2xx answers`);
      call.runs.push({
        share: (server.requests.average / top.requests.average) * 100,
        rps: server.requests.average,
        top: top.requests.average,
        p50: server.latency.p50,
        p99: server.latency.p99,
        topP99: top.latency.p99,
      });
    }
    console.log(`${label}: round ${round + 1} of ${ROUNDS} done`);
  }
  return [...calls.values()];
}
