// `npm run bench:web`: the first load of every route the way a visitor on a slow phone gets it. Builds the app as
// `npm start` does, starts the production server (its compression and caching, seeded PGlite data) and runs
// Lighthouse's mobile preset on each route, interleaved, N runs each: simulated throttling (Lantern, the goals' method)
// and the same slow phone applied to the load (DevTools throttling: what a phone really waits for); prints the
// medians with their spread beside the goals, plus a desktop CLS figure. A script that prints figures, not a test.
//
//   npm run bench:web                         all routes, 5 runs
//   npm run bench:web -- --runs 2             shorter
//   npm run bench:web -- --compare URL        the same pages of another deployment, side by side, with ratios
//   npm run bench:web -- --url URL            measure a server that is already running instead of starting one
//   npm run bench:web -- --only /login,/      some routes only
//   npm run bench:web -- --no-desktop         no desktop runs (the desktop CLS column stays empty)
//   npm run bench:web -- --no-applied         no DevTools-throttled runs (their columns stay empty)
//
// The parts: bench-web-site.mjs (server, routes, session, the phone's font), bench-web-measure.mjs (one Lighthouse
// run), bench-web-report.mjs (the tables).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { ensureChromium } from './lib.mjs';
import { measure } from './bench-web-measure.mjs';
import { report } from './bench-web-report.mjs';
import { firstLoadOfBuild } from './first-load-js.mjs';
import { phoneKoreanFont, prepareSite, ROUTES, startOurServer } from './bench-web-site.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    compare: { type: 'string' },
    url: { type: 'string' },
    only: { type: 'string' },
    'no-desktop': { type: 'boolean', default: false },
    'no-applied': { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 5);
const routes = ROUTES.filter((r) => !args.only || args.only.split(',').includes(r.name));

const stops = [];
try {
  let ours = args.url?.replace(/\/$/, '');
  let buildDir = null;
  if (!ours) ({ base: ours, buildDir } = await startOurServer(stops));

  const chromePath = ensureChromium();
  const phoneFont = phoneKoreanFont(stops);
  const chrome = await chromeLauncher.launch({
    chromePath,
    envVars: { ...process.env, ...phoneFont.env },
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  stops.unshift(() => chrome.kill());

  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const sites = [await prepareSite(ours)];
  if (args.compare) sites.push(await prepareSite(args.compare.replace(/\/$/, '')));

  const load = [loadavg()[0]];
  /** results[siteIndex][routeName] = { mobile: [...], applied: [...], desktop: [...] } */
  const modes = ['mobile', ...(args['no-applied'] ? [] : ['applied']), ...(args['no-desktop'] ? [] : ['desktop'])];
  const results = sites.map(() => Object.fromEntries(routes.map((r) => [r.name, { mobile: [], applied: [], desktop: [] }])));
  const started = Date.now();
  for (let i = 0; i < RUNS; i++) {
    for (const route of routes) {
      // interleaved: each run visits every route on every site before the next run starts
      for (const [s, site] of sites.entries()) {
        for (const mode of modes) {
          const m = await measure(browser, site, route, mode);
          if (m) results[s][route.name][mode].push(m);
        }
      }
    }
    load.push(loadavg()[0]);
    process.stdout.write(`  run ${i + 1}/${RUNS} done (${Math.round((Date.now() - started) / 1000)} s)\n`);
  }
  await browser.disconnect();
  const firstLoad = buildDir ? firstLoadOfBuild(buildDir) : null;
  report({ sites, results, routes, runs: RUNS, firstLoad, phoneFont, load });
} finally {
  for (const stop of stops) {
    try {
      await stop();
    } catch {
      /* already gone */
    }
  }
}
