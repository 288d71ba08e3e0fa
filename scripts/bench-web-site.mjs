// bench:web, what a measured site needs: our production server built and started as `npm start` runs it, the routes
// with real ids, a logged-in session, and the emulated phone's own Korean font.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, run, startBackground } from './lib.mjs';

const DEMO = { loginId: 'saegil2026', password: 'Saegil!2026' };

export const ROUTES = [
  { name: '/', path: () => '/' },
  { name: '/login', path: () => '/login' },
  { name: '/signup', path: () => '/signup' },
  { name: '/jobfound', path: () => '/jobfound' },
  { name: '/jobinfo/:id', path: (s) => `/jobinfo/${s.jobId}` },
  { name: '/jobsearch', path: () => '/jobsearch' },
  { name: '/learning', path: () => '/learning' },
  { name: '/others/:id', path: (s) => `/others/${s.jobId}` },
  { name: '/mytodo/list', path: () => '/mytodo/list', loggedIn: true },
];

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

/** Builds the app as `npm start` does and starts the production server on seeded PGlite data in a fresh folder.
 *  Cleanup functions are added to `stops`; resolves with the server's base URL and the build folder. */
export async function startOurServer(stops) {
  // inside the project, not /tmp: a shared machine's /tmp gets swept by other jobs' clean-ups mid-run
  const cache = join(new URL('..', import.meta.url).pathname, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dist = mkdtempSync(join(cache, 'bench-web-dist-'));
  const data = mkdtempSync(join(cache, 'bench-web-data-'));
  stops.push(() => rmSync(data, { recursive: true, force: true }), () => rmSync(dist, { recursive: true, force: true }));
  console.log('앱을 빌드합니다 (npm start 와 같은 빌드)…');
  const env = { ...process.env, BUILD_OUT_DIR: dist };
  if ((await run('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn', '--emptyOutDir'], { env })) !== 0) process.exit(1);
  const port = await freePort();
  const server = startBackground('npm', ['run', '-s', 'start'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dist, DATA_DIR: data, RATE_LIMIT_OFF: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  stops.unshift(server.stop);
  const base = `http://127.0.0.1:${port}`;
  console.log('서버를 시작하고 데이터를 준비합니다…');
  await waitFor(`${base}/health`);
  return { base, buildDir: dist };
}

/** What a site needs to be measured: the paths with real ids, and a logged-in session when it has the demo account. */
export async function prepareSite(base) {
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

/**
 * The emulated phone's own Korean font. An Android phone paints Korean in Noto Sans CJK KR; a server without any
 * Korean font paints boxes instead, which no phone would show. Uses the system's Noto Sans CJK KR, or the unpacked
 * fonts-noto-cjk in FALLBACK_FONT_DIR (as `npm run fonts`).
 */
export function phoneKoreanFont(stops) {
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
    note: 'none (Korean text paints as boxes, unlike on a phone: install fonts-noto-cjk or set FALLBACK_FONT_DIR)',
  };
}
