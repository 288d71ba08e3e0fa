// bench:web, the printed tables: medians with their spread beside the goals, and ours / compare ratios.
import { cpus } from 'node:os';
import { pageName } from '../src/shared/routing/routes.ts';

export const GOALS = { perf: 98, lcp: 1500, tbt: 100, cls: 0.01, transfer: 170 * 1024 };

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const spread = (xs) => Math.max(...xs) - Math.min(...xs);
const fmt = {
  perf: (v) => String(Math.round(v)),
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  fcp: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  transfer: kb,
  font: kb,
  js: kb,
  css: kb,
};
const cell = (runs, key) => {
  if (!runs.length) return '—';
  const xs = runs.map((r) => r[key]);
  return `${fmt[key](median(xs))} ±${fmt[key](spread(xs) / 2)}`;
};
const ok = (key, v) => (key === 'perf' ? v >= GOALS.perf : v <= GOALS[key]);
const goalText = { perf: '≥ 98', fcp: '', lcp: '≤ 1.50 s', tbt: '≤ 100 ms', cls: '≤ 0.010', transfer: '≤ 170 KB' };

/** One site's table: a row per route, the simulated mobile figures, the applied ones and the desktop CLS. */
function siteTable(site, results, routes, runs) {
  console.log(`\n${site.base}  — Lighthouse mobile (simulated throttling; 'applied': DevTools throttling), median ±half-range of ${runs} runs`);
  const keys = ['perf', 'fcp', 'lcp', 'tbt', 'cls', 'transfer', 'font', 'js', 'css'];
  const head = ['route'.padEnd(13), ...keys.map((k) => k.padStart(17)), 'applied FCP'.padStart(17), 'applied LCP'.padStart(17), 'desk CLS'.padStart(17), 'req js/css/font'.padStart(16)];
  console.log(head.join(''));
  console.log(['goal'.padEnd(13), ...keys.map((k) => (goalText[k] ?? '').padStart(17)), ''.padStart(17), '≤ 1.50 s'.padStart(17), '≤ 0.010'.padStart(17)].join(''));
  for (const route of routes) {
    const { mobile, applied, desktop } = results[route.name];
    if (!mobile.length) {
      console.log(`${route.name.padEnd(13)} (측정하지 못함: 데모 계정으로 로그인할 수 없음)`);
      continue;
    }
    const marks = keys.map((k) => {
      const flag = k in GOALS && !ok(k, median(mobile.map((r) => r[k]))) ? '✗' : ' ';
      return `${cell(mobile, k)}${flag}`.padStart(17);
    });
    const req = ['jsReq', 'cssReq', 'fontReq'].map((k) => median(mobile.map((r) => r[k]))).join('/');
    const notes = `${mobile.some((r) => r.redirected) ? ' (redirected!)' : ''}${mobile.length < runs ? ` (${mobile.length} runs)` : ''}`;
    const appliedCells = ['fcp', 'lcp'].map((k) => cell(applied, k).padStart(17)).join('');
    console.log(`${route.name.padEnd(13)}${marks.join('')}${appliedCells}${cell(desktop, 'cls').padStart(17)}${req.padStart(16)}${notes}`);
  }
}

/** Ours / compare, of the medians. */
function ratioTable(sites, results, routes) {
  console.log(`\nRatios ours / compare (${sites[0].base} / ${sites[1].base}), of the medians`);
  const keys = ['perf', 'lcp', 'tbt', 'cls', 'transfer', 'font', 'js', 'css'];
  console.log(['route'.padEnd(13), ...keys.map((k) => k.padStart(10)), 'appl. LCP'.padStart(10), 'desk CLS'.padStart(10)].join(''));
  const ratio = (x, y) => (y === 0 ? (x === 0 ? '1.00' : '∞') : (x / y).toFixed(2));
  for (const route of routes) {
    const a = results[0][route.name];
    const b = results[1][route.name];
    if (!a.mobile.length || !b.mobile.length) continue;
    const cells = keys.map((k) => ratio(median(a.mobile.map((r) => r[k])), median(b.mobile.map((r) => r[k]))).padStart(10));
    const of = (mode, key) => (a[mode].length && b[mode].length ? ratio(median(a[mode].map((r) => r[key])), median(b[mode].map((r) => r[key]))) : '—');
    console.log(`${route.name.padEnd(13)}${cells.join('')}${of('applied', 'lcp').padStart(10)}${of('desktop', 'cls').padStart(10)}`);
  }
}

export function report({ sites, results, routes, runs, firstLoad, phoneFont, load }) {
  for (const [s, site] of sites.entries()) siteTable(site, results[s], routes, runs);
  if (sites.length === 2) ratioTable(sites, results, routes);
  if (firstLoad) {
    const cells = routes.map((r) => {
      const f = firstLoad.get(pageName(r.name));
      return `${r.name} ${f ? `${kb(f.bytes)} (${f.files} files)` : '—'}`;
    });
    console.log(`\nFirst-load JS of this build (brotli; the page's scripts and preloads; scripts/first-load-js.mjs): ${cells.join(', ')}`);
  }
  console.log(`Korean system font of the emulated phone: ${phoneFont.note}`);
  console.log(`Load average (1 min) during the runs: ${load.map((l) => l.toFixed(1)).join(' → ')} on ${cpus().length} cores`);
}
