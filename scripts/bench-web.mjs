// `npm run bench:web`: the first load of every route the way a visitor on a slow phone gets it. Builds the app as
// `npm start` does, starts the production server (its compression and caching, seeded PGlite data, fonts included)
// and runs Lighthouse's mobile preset (simulated throttling) on each route, interleaved, N runs each; prints the
// medians with their spread beside the goals, plus a desktop CLS figure. A script that prints figures, not a test.
//
//   npm run bench:web                         all routes, 5 runs
//   npm run bench:web -- --runs 2             shorter
//   npm run bench:web -- --compare URL        the same pages of another deployment, side by side, with ratios
//   npm run bench:web -- --url URL            measure a server that is already running instead of starting one
//   npm run bench:web -- --only /login,/      some routes only
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { ensureChromium, freePort, run, startBackground } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    compare: { type: 'string' },
    url: { type: 'string' },
    only: { type: 'string' },
    'no-desktop': { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 5);
const GOALS = { perf: 98, lcp: 1500, tbt: 100, cls: 0.01, transfer: 170 * 1024, initialJs: 80 * 1024 };
const DEMO = { loginId: 'saegil2026', password: 'Saegil!2026' };

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const spread = (xs) => Math.max(...xs) - Math.min(...xs);

/** Initial JS (the entry and its static imports) of our build, gzip -9, from Vite's manifest. */
function initialJsOfBuild(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const seen = new Set();
  const walk = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const d of manifest[k]?.imports ?? []) walk(d);
  };
  walk(entry);
  const files = [...seen].map((k) => manifest[k].file);
  const bytes = files.map((f) => gzipSync(readFileSync(join(dir, f)), { level: 9 }).length);
  return { files: files.length, gzip: bytes.reduce((a, b) => a + b, 0) };
}

async function waitFor(url, tries = 240) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not start`);
}

/** What a site needs to be measured: the paths with real ids, and a logged-in session when it has the demo account. */
async function prepareSite(base) {
  const get = async (path) => (await (await fetch(`${base}${path}`, { headers: { accept: 'application/json' } })).json()).data;
  const jobs = await get('/v1/job/list?page=0').catch(() => null);
  const jobId = jobs?.content?.[0]?.id ?? jobs?.content?.[0]?.jobId ?? jobs?.[0]?.id ?? 1;
  let session = null;
  try {
    const res = await fetch(`${base}/v1/member/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const body = await res.json();
    if (body.success) session = body.data;
  } catch {
    /* no demo account there: the logged-in route is skipped */
  }
  return { base, jobId, session };
}

const ROUTES = [
  { name: '/', path: () => '/' },
  { name: '/login', path: () => '/login' },
  { name: '/signup', path: () => '/signup' },
  { name: '/jobfound', path: () => '/jobfound' },
  { name: '/jobinfo/:id', path: (s) => `/jobinfo/${s.jobId}` },
  { name: '/jobsearch', path: () => '/jobsearch' },
  { name: '/learning', path: () => '/learning' },
  { name: '/others/:id', path: (s) => `/others/${s.jobId}` },
  { name: '/mytodo/list', path: () => '/mytodo/list', loggedIn: true },
].filter((r) => !args.only || args.only.split(',').includes(r.name));

/** localStorage as the app keeps it after a login (src/shared/session/session.ts). */
function sessionStorageEntries(session) {
  return {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    nickname: session.nickname ?? '',
    memberId: String(session.memberId ?? ''),
    userStore: JSON.stringify({ state: { regionName: session.regionName ?? '', nickname: session.nickname ?? '', userImage: '' }, version: 0 }),
  };
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART...): such a run is tried again,
 *  twice; after that the sample is left out (the table says how many runs each median has). */
async function measure(browser, site, route, desktop) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(browser, site, route, desktop);
    } catch (err) {
      if (attempt >= 3) {
        console.warn(`  (${err.message}; this sample is left out)`);
        return null;
      }
      console.warn(`  (${err.message}; again)`);
    }
  }
}

async function measureOnce(browser, site, route, desktop) {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    let flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    if (route.loggedIn) {
      if (!site.session) return null;
      // a page of the origin to write the session into; Lighthouse must then keep storage (the cache is cleared above)
      await page.goto(`${site.base}/favicon.svg`);
      await page.evaluate((entries) => {
        localStorage.clear();
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      }, sessionStorageEntries(site.session));
      await cdp.send('Network.clearBrowserCache');
      flags = { ...flags, disableStorageReset: true };
    }
    const url = `${site.base}${route.path(site)}`;
    const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined, page);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const sum = (pred) => requests.filter(pred).reduce((a, r) => a + (r.transferSize ?? 0), 0);
    const count = (pred) => requests.filter(pred).length;
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    return {
      perf: lhr.categories.performance.score * 100,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      transfer: sum(() => true),
      font: sum((r) => r.resourceType === 'Font'),
      js: sum((r) => r.resourceType === 'Script'),
      css: sum((r) => r.resourceType === 'Stylesheet'),
      jsReq: count((r) => r.resourceType === 'Script'),
      cssReq: count((r) => r.resourceType === 'Stylesheet'),
      fontReq: count((r) => r.resourceType === 'Font'),
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).filter((t) => t.duration > 50).length,
      redirected: finalPath !== route.path(site),
    };
  } finally {
    await page.close();
  }
}

// ---- servers ----
const stops = [];
let ours = args.url;
let buildDir = null;
if (!ours) {
  // inside the project, not /tmp: a shared machine's /tmp gets swept by other jobs' clean-ups mid-run
  const cache = join(new URL('..', import.meta.url).pathname, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dist = mkdtempSync(join(cache, 'bench-web-dist-'));
  const data = mkdtempSync(join(cache, 'bench-web-data-'));
  stops.push(() => rmSync(data, { recursive: true, force: true }), () => rmSync(dist, { recursive: true, force: true }));
  console.log('앱을 빌드합니다 (npm start 와 같은 빌드)…');
  const env = { ...process.env, BUILD_OUT_DIR: dist };
  if ((await run('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn', '--emptyOutDir'], { env })) !== 0) process.exit(1);
  buildDir = dist;
  const port = await freePort();
  const server = startBackground('npm', ['run', '-s', 'start'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dist, DATA_DIR: data, RATE_LIMIT_OFF: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  stops.unshift(server.stop);
  ours = `http://127.0.0.1:${port}`;
  console.log('서버를 시작하고 데이터를 준비합니다…');
  await waitFor(`${ours}/health`);
}

/**
 * The emulated phone's own Korean font. An Android phone paints Korean in Noto Sans CJK KR before the web font arrives;
 * a server without any Korean font paints boxes instead, and the web font's arrival then moves lines no phone would
 * see move. Uses the system's Noto Sans CJK KR, or the unpacked fonts-noto-cjk in FALLBACK_FONT_DIR (as `npm run fonts`).
 */
function phoneKoreanFont() {
  const found = spawnSync('fc-match', ['-f', '%{family}', 'Noto Sans CJK KR'], { encoding: 'utf8' }).stdout ?? '';
  if (found.includes('Noto Sans CJK KR')) return { env: {}, note: 'Noto Sans CJK KR (installed)' };
  const dir = process.env.FALLBACK_FONT_DIR && join(process.env.FALLBACK_FONT_DIR, 'opentype/noto');
  if (dir && existsSync(join(dir, 'NotoSansCJK-Regular.ttc'))) {
    const confDir = mkdtempSync(join(tmpdir(), 'saegil-bench-fonts-'));
    stops.push(() => rmSync(confDir, { recursive: true, force: true }));
    const conf = join(confDir, 'fonts.conf');
    writeFileSync(
      conf,
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include>` +
        `<dir>${dir}</dir><cachedir>${confDir}</cachedir></fontconfig>\n`,
    );
    return { env: { FONTCONFIG_FILE: conf }, note: `Noto Sans CJK KR (from ${dir})` };
  }
  return {
    env: {},
    note: 'none (boxes until the web font arrives; its swap counts as layout shift here, unlike on a phone: install fonts-noto-cjk or set FALLBACK_FONT_DIR)',
  };
}

const chromePath = ensureChromium();
const phoneFont = phoneKoreanFont();
const chrome = await chromeLauncher.launch({
  chromePath,
  envVars: { ...process.env, ...phoneFont.env },
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
stops.unshift(() => chrome.kill());

try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const sites = [await prepareSite(ours)];
  if (args.compare) sites.push(await prepareSite(args.compare.replace(/\/$/, '')));
  const initial = buildDir ? initialJsOfBuild(buildDir) : null;

  const load = [loadavg()[0]];
  /** results[siteIndex][routeName] = { mobile: [...], desktop: [...] } */
  const results = sites.map(() => Object.fromEntries(ROUTES.map((r) => [r.name, { mobile: [], desktop: [] }])));
  const started = Date.now();
  for (let i = 0; i < RUNS; i++) {
    for (const route of ROUTES) {
      // interleaved: each run visits every route on every site before the next run starts
      for (const [s, site] of sites.entries()) {
        const m = await measure(browser, site, route, false);
        if (m) results[s][route.name].mobile.push(m);
        if (!args['no-desktop']) {
          const d = await measure(browser, site, route, true);
          if (d) results[s][route.name].desktop.push(d);
        }
      }
    }
    load.push(loadavg()[0]);
    process.stdout.write(`  run ${i + 1}/${RUNS} done (${Math.round((Date.now() - started) / 1000)} s)\n`);
  }
  await browser.disconnect();

  // ---- report ----
  const fmt = {
    perf: (v) => String(Math.round(v)),
    lcp: (v) => `${(v / 1000).toFixed(2)} s`,
    fcp: (v) => `${(v / 1000).toFixed(2)} s`,
    tbt: (v) => `${Math.round(v)} ms`,
    cls: (v) => v.toFixed(3),
    transfer: (v) => kb(v),
    font: (v) => kb(v),
    js: (v) => kb(v),
    css: (v) => kb(v),
  };
  const cell = (runs, key) => {
    if (!runs.length) return '—';
    const xs = runs.map((r) => r[key]);
    return `${fmt[key](median(xs))} ±${fmt[key](spread(xs) / 2).replace(/^(\d)/, '$1')}`;
  };
  const ok = (key, v) => (key === 'perf' ? v >= GOALS.perf : v <= GOALS[key]);
  const goalText = { perf: '≥ 98', fcp: '', lcp: '≤ 1.50 s', tbt: '≤ 100 ms', cls: '≤ 0.010', transfer: '≤ 170 KB' };

  for (const [s, site] of sites.entries()) {
    console.log(`\n${site.base}  — Lighthouse mobile (simulated throttling), median ±half-range of ${RUNS} runs`);
    const keys = ['perf', 'fcp', 'lcp', 'tbt', 'cls', 'transfer', 'font', 'js', 'css'];
    const head = ['route'.padEnd(13), ...keys.map((k) => k.padStart(17)), 'desk CLS'.padStart(17), 'req js/css/font'.padStart(16)];
    console.log(head.join(''));
    console.log(['goal'.padEnd(13), ...keys.map((k) => (goalText[k] ?? '').padStart(17)), '≤ 0.010'.padStart(17)].join(''));
    for (const route of ROUTES) {
      const { mobile, desktop } = results[s][route.name];
      if (!mobile.length) {
        console.log(`${route.name.padEnd(13)} (측정하지 못함: 데모 계정으로 로그인할 수 없음)`);
        continue;
      }
      const marks = keys.map((k) => {
        const text = cell(mobile, k);
        const flag = k in GOALS ? (ok(k, median(mobile.map((r) => r[k]))) ? ' ' : '✗') : ' ';
        return `${text}${flag}`.padStart(17);
      });
      const req = ['jsReq', 'cssReq', 'fontReq'].map((k) => median(mobile.map((r) => r[k]))).join('/');
      const redirected = `${mobile.some((r) => r.redirected) ? ' (redirected!)' : ''}${mobile.length < RUNS ? ` (${mobile.length} runs)` : ''}`;
      console.log(`${route.name.padEnd(13)}${marks.join('')}${cell(desktop, 'cls').padStart(17)}${req.padStart(16)}${redirected}`);
    }
  }
  if (sites.length === 2) {
    console.log(`\nRatios ours / compare (${sites[0].base} / ${sites[1].base}), of the medians`);
    const keys = ['perf', 'lcp', 'tbt', 'cls', 'transfer', 'font', 'js', 'css'];
    console.log(['route'.padEnd(13), ...keys.map((k) => k.padStart(10)), 'desk CLS'.padStart(10)].join(''));
    for (const route of ROUTES) {
      const a = results[0][route.name];
      const b = results[1][route.name];
      if (!a.mobile.length || !b.mobile.length) continue;
      const ratio = (x, y) => (y === 0 ? (x === 0 ? '1.00' : '∞') : (x / y).toFixed(2));
      const cells = keys.map((k) => ratio(median(a.mobile.map((r) => r[k])), median(b.mobile.map((r) => r[k]))).padStart(10));
      const desk = a.desktop.length && b.desktop.length ? ratio(median(a.desktop.map((r) => r.cls)), median(b.desktop.map((r) => r.cls))) : '—';
      console.log(`${route.name.padEnd(13)}${cells.join('')}${desk.padStart(10)}`);
    }
  }
  if (initial) {
    console.log(`\nInitial JS of this build (entry + static imports, ${initial.files} files): ${kb(initial.gzip)} gzip; goal ≤ ${kb(GOALS.initialJs)}${initial.gzip <= GOALS.initialJs ? '' : ' ✗'}`);
  }
  console.log(`Korean system font of the emulated phone: ${phoneFont.note}`);
  console.log(`Load average (1 min) during the runs: ${load.map((l) => l.toFixed(1)).join(' → ')} on ${cpus().length} cores`);
} finally {
  for (const stop of stops) {
    try {
      await stop();
    } catch {
      /* already gone */
    }
  }
}
