// The web layer around the API (server/plugins/): security headers, docs, the SPA with its cache rules and fallback,
// compression, /health.
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { fillJobPage } from './plugins/job-page.ts';
import { dataPreloadFor } from './plugins/not-found.ts';
import { JOBS } from './seed/jobs.ts';
import type { ScreenPage } from './plugins/static-app.ts';
import { useTestApp } from './test-support/index.ts';

const t = useTestApp();
const FIRST_PAINT = "document.documentElement.dataset.textSize='large'";
// the job page's loading frame as the build renders it, for a visitor and a member (JobLoading in JobInfoPage.tsx)
const JOB_FRAME = `<div class="job-info__image" data-slot="job-picture"></div><h1 class="page__title" data-slot="job-name">직업 상세</h1>`;
const JOB_SCREEN = `${JOB_FRAME}${JOB_FRAME}`;
// the job whose picture the test's build has (ids are the seed's order, 1-20)
const JOBS_DRAWN_ID = 1;
// the page map as the build writes it from the route table (pages/manifest.json: src/shared/routing/routes.ts)
const manifest: ScreenPage[] = [
  { source: '^/?$', file: 'pages/home.html' },
  { source: '^/login/?$', file: 'pages/login.html' },
  { source: '^/jobinfo/(?<jobId>[^/]+)/?$', file: 'pages/jobinfo.html', preload: '/v1/job/detail/:jobId', jobPicture: true },
];

describe('web', () => {
  let dist: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'saegil-dist-'));
    mkdirSync(join(dist, 'assets'));
    // index.html and the pages the build makes for two screens (vite-pages.ts), with their compressed copies
    mkdirSync(join(dist, 'pages'));
    // a page's inline CSS makes it large enough to compress, as the build's are
    const page = (screen: string) =>
      `<!doctype html><html lang="ko"><script>${FIRST_PAINT}</script><title>새길</title><style>${'.x{color:red}'.repeat(100)}</style><div id="root">${screen}</div></html>`;
    const files = { 'index.html': page('frame'), 'pages/home.html': page('home screen'), 'pages/login.html': page('login screen'), 'pages/jobinfo.html': page(JOB_SCREEN) };
    for (const [file, text] of Object.entries(files)) {
      writeFileSync(join(dist, file), text);
      writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
    }
    writeFileSync(join(dist, 'pages/manifest.json'), JSON.stringify(manifest));
    // the first job's picture (public/images/jobs/), as an SVG file is written: its lines and double quotes
    mkdirSync(join(dist, 'images/jobs'), { recursive: true });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 5 3">\n  <rect fill="#ffe" width="5" height="3"/>\n</svg>\n`;
    writeFileSync(join(dist, `images/jobs/${JOBS[JOBS_DRAWN_ID - 1]?.imageSlug}.svg`), svg);
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    app = await buildApp({ db: t.db, rateLimit: false, web: { distDir: dist } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves the SPA at / and its client routes (index.html, not cached), with security headers', async () => {
    for (const url of ['/', '/jobinfo/3', '/mytodo/scrap/job', '/othertodo/memo/12']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends a screen’s path the page the build made for it, any other client path index.html', async () => {
    const screens = { '/': 'home screen', '/login': 'login screen', '/login/': 'login screen', '/jobsearch': 'frame', '/loginx': 'frame' };
    for (const [url, screen] of Object.entries(screens)) {
      for (const encoding of ['br', 'identity']) {
        const res = await app.inject({ method: 'GET', url, headers: { ...html, 'accept-encoding': encoding } });
        const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
        expect(body, `${url} ${encoding}`).toContain(`<div id="root">${screen}</div>`);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it('sends a job’s page with its data’s and its picture’s preload (the app’s own requests), no other page', async () => {
    const link = async (url: string) => (await app.inject({ method: 'GET', url, headers: html })).headers.link;
    const [{ jobId, imageUrl }] = (await app.inject({ method: 'GET', url: '/v1/job/list?page=0' })).json().data.content;
    // tests/unit/data-preload.test.ts holds that the data's is the request JobInfoPage makes
    expect(await link(`/jobinfo/${jobId}`)).toBe(`${dataPreloadFor(manifest, `/jobinfo/${jobId}`)}, <${imageUrl}>; rel=preload; as=image`);
    expect(await link('/jobinfo/999999')).toBe(dataPreloadFor(manifest, '/jobinfo/999999'));
    for (const url of ['/jobfound', '/', '/jobinfo/0']) expect(await link(url), url).toBeUndefined();
  });

  it('sends a job’s page with the job’s picture written in and its name, in both first paints; an unknown job’s as built', async () => {
    const job = async (id: number) => (await app.inject({ method: 'GET', url: `/v1/job/detail/${id}` })).json().data as { jobName: string; imageUrl: string };
    const [first, second] = [await job(JOBS_DRAWN_ID), await job(JOBS_DRAWN_ID + 1)];
    const frame = (src: string, name: string) =>
      `<img class="job-info__image" src="${src}" alt="" width="480" height="288"><h1 class="page__title" data-slot="job-name">${name}</h1>`;
    // the build has the first job's picture (a data: URL of the file, its quotes single); the second's falls back to its URL
    const written = `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 5 3'%3E%3Crect fill='%23ffe' width='5' height='3'/%3E%3C/svg%3E`;
    // twice for brotli: the second is the copy made once
    for (const encoding of ['br', 'br', 'gzip', 'identity']) {
      const res = await app.inject({ method: 'GET', url: `/jobinfo/${JOBS_DRAWN_ID}`, headers: { ...html, 'accept-encoding': encoding } });
      expect(res.headers['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('accept-encoding');
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
      expect(body.toString(), encoding).toContain(`<div id="root">${frame(written, first.jobName)}${frame(written, first.jobName)}</div>`);
    }
    // a browser coming back with the page's tag gets 304 and no body, as for the build's own pages
    const again = await app.inject({ method: 'GET', url: `/jobinfo/${JOBS_DRAWN_ID}`, headers: { ...html, 'accept-encoding': 'br' } });
    const etag = String(again.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const held = await app.inject({ method: 'GET', url: `/jobinfo/${JOBS_DRAWN_ID}`, headers: { ...html, 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    const otherTag = await app.inject({ method: 'GET', url: `/jobinfo/${JOBS_DRAWN_ID + 1}`, headers: { ...html, 'if-none-match': etag } });
    expect(otherTag.statusCode, 'another job’s page has a tag of its own').toBe(200);
    const other = frame(second.imageUrl, second.jobName);
    expect((await app.inject({ method: 'GET', url: `/jobinfo/${JOBS_DRAWN_ID + 1}`, headers: html })).body).toContain(`<div id="root">${other}${other}</div>`);
    for (const url of ['/jobinfo/999999', '/jobinfo/abc']) expect((await app.inject({ method: 'GET', url, headers: html })).body, url).toContain(JOB_SCREEN);
  });

  it('writes what it fills in as text, never as markup', () => {
    const filled = fillJobPage(JOB_SCREEN, { name: '<b>"바리스타"</b>', pictureUrl: '/x.svg', picture: '/images/jobs/a.svg?x="1"&y=<2>' });
    expect(filled).toContain('>&lt;b&gt;&quot;바리스타&quot;&lt;/b&gt;</h1>');
    expect(filled).toContain('src="/images/jobs/a.svg?x=&quot;1&quot;&amp;y=&lt;2&gt;"');
    expect(filled).not.toContain('<b>');
  });

  it('allows the built HTML’s inline script by its hash, and no other inline script', async () => {
    const res = await app.inject({ method: 'GET', url: '/login', headers: html });
    const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1];
    const hash = createHash('sha256').update(FIRST_PAINT).digest('base64');
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('never lets a browser keep the app shell: no-cache on / and the client routes when sent compressed too', async () => {
    for (const encoding of ['br', 'gzip']) {
      for (const url of ['/', '/index.html', '/jobsearch', '/mytodo/list']) {
        const res = await app.inject({ method: 'GET', url, headers: { ...html, 'accept-encoding': encoding } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  it('serves a client route to curl and link previews too (Accept */* or none, GET and HEAD), but not to a JSON client', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      const res = await app.inject({ method: 'GET', url: '/jobinfo/1', headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    expect((await app.inject({ method: 'HEAD', url: '/jobinfo/1', headers: { accept: '*/*' } })).statusCode).toBe(200);
    const json = await app.inject({ method: 'GET', url: '/jobinfo/1', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('serves hashed assets as immutable; a missing asset or API path is the JSON 404, even for a browser', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/assets/nope.js', '/v1/nope', '/v1/member/nothing']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('sends the build’s precompressed copy to a browser that accepts it, the plain file otherwise', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('serves the contract at /openapi.json and as a page at /docs', async () => {
    const json = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toContain('/v1/member/auth/login');
    const docs = await app.inject({ method: 'GET', url: '/docs/', headers: html });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-ui');
    const docJson = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(docJson.json().info.title).toBe('새길 API');
  });

  it('reports health with a database check', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'pglite' } });
  });

  it('still answers the API', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/region/all' });
    expect(res.statusCode).toBe(200);
  });
});
