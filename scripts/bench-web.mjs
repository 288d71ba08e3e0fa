// `npm run bench:web`: what the first load of each route costs (JS and CSS, raw and gzip) and Lighthouse (mobile)
// medians for / and /login served with the mock. A script that prints figures, not a test.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium, freePort, run, startBackground } from './lib.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sizeOf = (file) => {
  const buf = readFileSync(`dist/${file}`);
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
};

if ((await run('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'])) !== 0) process.exit(1);
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));

/** The files a chunk needs before it can run: itself, its static imports, their CSS. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
function files(keys) {
  const js = new Set();
  const css = new Set();
  for (const k of keys) {
    js.add(manifest[k].file);
    for (const c of manifest[k].css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
}
function total(list) {
  return list.map(sizeOf).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initialKeys = closure(entryKey);
const initial = files(initialKeys);
const rows = [['(initial: every route)', initial]];
for (const dyn of manifest[entryKey].dynamicImports ?? []) {
  const extra = [...closure(dyn)].filter((k) => !initialKeys.has(k));
  rows.push([dyn.replace(/^src\//, ''), files(extra)]);
}

console.log('\nFirst-load assets per route (route chunks add to the initial set)');
console.log('route'.padEnd(48), 'JS raw'.padStart(10), 'JS gzip'.padStart(10), 'CSS raw'.padStart(10), 'CSS gzip'.padStart(10));
for (const [name, set] of rows) {
  const js = total(set.js);
  const css = total(set.css);
  console.log(name.padEnd(48), kb(js.raw).padStart(10), kb(js.gzip).padStart(10), kb(css.raw).padStart(10), kb(css.gzip).padStart(10));
}
const initJs = total(initial.js);
const initCss = total(initial.css);
console.log(`\nInitial total: JS ${kb(initJs.raw)} (${kb(initJs.gzip)} gzip), CSS ${kb(initCss.raw)} (${kb(initCss.gzip)} gzip); budget JS ≤ 80 KB gzip\n`);

/** The LCP element, what the page transferred by kind, and the opportunities Lighthouse estimates savings for. */
function explain(lhr) {
  const lines = [];
  for (const item of lhr.audits['lcp-breakdown-insight']?.details?.items ?? []) {
    if (item.type === 'node') lines.push(`  LCP element: ${item.snippet} (${item.nodeLabel})`);
  }
  const byType = new Map();
  for (const r of lhr.audits['network-requests']?.details?.items ?? []) {
    const t = byType.get(r.resourceType) ?? { n: 0, bytes: 0 };
    byType.set(r.resourceType, { n: t.n + 1, bytes: t.bytes + (r.transferSize ?? 0) });
  }
  lines.push(`  transferred: ${[...byType].map(([type, t]) => `${type} ${t.n} × ${kb(t.bytes)}`).join(', ')}`);
  for (const audit of Object.values(lhr.audits)) {
    const ms = audit.metricSavings?.LCP ?? audit.details?.overallSavingsMs ?? 0;
    if (audit.score !== null && audit.score < 1 && ms > 0) lines.push(`  ${audit.id}: ~${Math.round(ms)} ms (${audit.displayValue ?? ''})`);
  }
  return lines;
}

// Lighthouse, mobile preset (the default config), three runs per page, medians.
const chromePath = ensureChromium();
const env = { ...process.env, MOCK_PORT: String(await freePort()), PREVIEW_PORT: String(await freePort()) };
const mock = startBackground('npm', ['run', '-s', 'mock'], { env, stdio: 'ignore' });
const preview = startBackground('npm', ['run', '-s', 'preview'], { env, stdio: 'ignore' });
const base = `http://127.0.0.1:${env.PREVIEW_PORT}`;
async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not start`);
}
try {
  await waitFor(`http://127.0.0.1:${env.MOCK_PORT}/v1/region/all`);
  await waitFor(base);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log('Lighthouse (mobile), median of 3 runs');
  console.log('page'.padEnd(10), 'perf'.padStart(6), 'a11y'.padStart(6), 'FCP'.padStart(10), 'LCP'.padStart(10), 'TBT'.padStart(9), 'CLS'.padStart(7));
  const explanations = [];
  for (const path of ['/login', '/']) {
    const runs = [];
    let lhr;
    for (let i = 0; i < 3; i++) {
      ({ lhr } = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }));
      runs.push({
        perf: lhr.categories.performance.score * 100,
        a11y: lhr.categories.accessibility.score * 100,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      });
    }
    const m = (k) => median(runs.map((r) => r[k]));
    console.log(path.padEnd(10), String(Math.round(m('perf'))).padStart(6), String(Math.round(m('a11y'))).padStart(6), `${Math.round(m('fcp'))} ms`.padStart(10), `${Math.round(m('lcp'))} ms`.padStart(10), `${Math.round(m('tbt'))} ms`.padStart(9), m('cls').toFixed(3).padStart(7));
    explanations.push([path, explain(lhr)]);
  }
  // what the last run of each page says the time went to: the LCP element and its phases, and the opportunities
  for (const [path, lines] of explanations) console.log(`\n${path} (last run)\n${lines.join('\n')}`);
  await chrome.kill();
} finally {
  mock.stop();
  preview.stop();
}
