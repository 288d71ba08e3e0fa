import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, mergeHandlers } from './app.ts';
import { operations } from './contract.ts';
import { DEMO_ACCOUNT, FOREIGN_TOKEN, bearer, buildTestApp, createTestDatabase } from './test-support/index.ts';
import type { TestApp } from './test-support/index.ts';
import type { TestDatabase } from './test-support/database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('wiring', () => {
  it('knows all 45 operations and every area handler belongs to one of them', () => {
    expect(operations).toHaveLength(45);
    expect(() => mergeHandlers()).not.toThrow();
    expect(() => mergeHandlers({ a: { login: async () => ({}) as never }, b: { login: async () => ({}) as never } })).toThrow(/handled twice/);
  });

  it('answers an operation without a handler with 500 INTERNAL_ERROR "아직 준비 중인 기능입니다."', async () => {
    const app = await buildApp({ db: t.db, validateResponses: true, rateLimit: false, handlers: { getAllRegions: undefined } });
    const res = await app.inject({ method: 'GET', url: '/v1/region/all' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, statusCode: 500, code: 'INTERNAL_ERROR', message: '아직 준비 중인 기능입니다.' });
    await app.close();
  });

  it('never shows a stack trace: a crashing handler gives the plain 500 envelope', async () => {
    const app = await buildApp({
      db: t.db,
      rateLimit: false,
      handlers: {
        getAllRegions: async () => {
          throw new Error('secret internals at /work/main/server/x.ts:12');
        },
      },
    });
    const res = await app.inject({ method: 'GET', url: '/v1/region/all' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      timestamp: expect.any(String),
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    });
    expect(res.body).not.toContain('secret');
    await app.close();
  });

  it('answers 503 SERVICE_UNAVAILABLE when the database is gone', async () => {
    const database: TestDatabase = await createTestDatabase();
    const app = await buildApp({ db: database.db, rateLimit: false });
    await app.ready();
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/v1/region/all' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    await app.close();
  });
});

describe('error envelope', () => {
  it.each([
    ['login', 'POST', '/v1/member/auth/login', { loginId: 'ab\u0000cd', password: 'x' }, 'body.loginId'],
    ['sign-up nickname', 'POST', '/v1/member/auth/sign-up', { loginId: 'abcd1234', password: 'Saegil!2026', nickName: '새\u0007길', birthDate: '1965/04/12', gender: 'FEMALE', regionCode: 11110 }, 'body.nickName'],
    ['refresh', 'POST', '/v1/member/auth/refresh', { refreshToken: '\ud800abc' }, 'body.refreshToken'],
  ])('refuses NUL and other control characters with 400 VALIDATION_FAILED naming the field (%s)', async (_name, method, url, payload, field) => {
    const res = await t.call({ method: method as 'POST', url, payload });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.body.errors).toContainEqual({ field, message: '입력할 수 없는 문자(제어 문자)가 들어 있습니다. 지우고 다시 입력해주세요.' });
  });

  it('refuses control characters in the query and in multipart text, and a broken form, with 400', async () => {
    const check = await t.call({ method: 'GET', url: '/v1/member/auth/check-id?loginId=ab%00cd' });
    expect(check.status).toBe(400);
    expect(check.body.errors).toContainEqual({ field: 'query.loginId', message: expect.stringContaining('제어 문자') });
    const member = await t.createMember();
    const saved = await t.call({ method: 'POST', url: '/v1/my-dream/job/3', headers: member.auth });
    const groupId = saved.body.data.todoGroupId;
    const data = new FormData();
    data.append('todoTitle', '제목\u0000');
    data.append('memoText', '메모\u0000');
    const nul = await t.call({ method: 'POST', url: `/v1/my-dream/todo-group/${groupId}`, headers: member.auth, body: data });
    expect(nul.status).toBe(400);
    expect(nul.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['body.memoText', 'body.todoTitle']);
    for (const payload of ['--B\r\nContent-Disposition: form-data; name="todoTitle"\r\n\r\nv', '--X\r\n\r\n']) {
      const broken = await t.call({
        method: 'POST',
        url: `/v1/my-dream/todo-group/${groupId}`,
        headers: { ...member.auth, 'content-type': 'multipart/form-data; boundary=B' },
        payload,
      });
      expect(broken.status).toBe(400);
      expect(broken.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: '요청 내용을 읽을 수 없습니다.' });
    }
  });

  it('answers bad %-escapes and over-long ids in the path with the 400 envelope', async () => {
    for (const url of ['/v1/todo/%E0%A4%A', '/v1/todo/%zz', `/v1/todo/${'9'.repeat(1500)}`, `/v1/job/detail/${'x'.repeat(300)}`]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.status, url.slice(0, 40)).toBe(400);
      expect(res.body).toMatchObject({ success: false, statusCode: 400, code: 'VALIDATION_FAILED' });
    }
  });

  it('answers a request line too long for HTTP in the envelope', async () => {
    const app = await buildApp({ db: t.db, rateLimit: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/v1/job/list?q=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: '요청 주소가 너무 깁니다.' });
    await app.close();
  });

  it.each(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', '57P01'])('answers a lost database connection (%s) with 503 and Retry-After', async (code) => {
    const app = await buildApp({
      db: t.db,
      rateLimit: false,
      handlers: {
        getAllRegions: async () => {
          throw Object.assign(new Error('write EPIPE'), { code });
        },
      },
    });
    const res = await app.inject({ method: 'GET', url: '/v1/region/all' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해주세요.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await app.close();
  });

  it('unknown routes and methods → 404 NOT_FOUND envelope', async () => {
    for (const [method, url] of [
      ['GET', '/v1/nope'],
      ['POST', '/v1/region/all'],
      ['GET', '/nothing-here'],
      ['DELETE', '/v1/member/info'],
    ] as const) {
      const { status, body } = await t.call({ method, url });
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, timestamp: expect.any(String), statusCode: 404, code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.' });
    }
  });

  it('malformed JSON → 400 VALIDATION_FAILED envelope', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/v1/member/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"loginId": ',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('an empty body where one is required → 400 with the field messages', async () => {
    const { status, body } = await t.call({ method: 'POST', url: '/v1/member/auth/login' });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
  });

  it('an undeclared media type → 415 UNSUPPORTED_MEDIA_TYPE (the body is never read unvalidated)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const { status, body } = await t.call({
        method: 'POST',
        url: '/v1/member/auth/login',
        headers: { 'content-type': type },
        payload: 'loginId=a&password=b',
      });
      expect(status).toBe(415);
      expect(body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: '지원하지 않는 요청 형식입니다.' });
    }
  });

  it('a JSON body over 1 MB → 413 PAYLOAD_TOO_LARGE', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/v1/member/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ loginId: 'a', password: 'x'.repeat(1_100_000) }),
    });
    expect(status).toBe(413);
    expect(body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('query parameters are coerced and checked: a bad page number is a Korean field error', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/v1/member/auth/check-id?loginId=' });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: 'query.loginId', message: '값을 입력해주세요.' }]);
  });
});

describe('optional-auth operations', () => {
  it('get the member of a valid token, and null for a missing, bad or expired token (never 401)', async () => {
    const seen: (number | null)[] = [];
    const app = await buildApp({
      db: t.db,
      rateLimit: false,
      validateResponses: true,
      handlers: {
        getPopularRecruits: async ({ memberId }) => {
          seen.push(memberId);
          return [];
        },
      },
    });
    const member = await t.createMember();
    for (const headers of [member.auth, {}, bearer(FOREIGN_TOKEN), bearer(await t.expiredToken(member.memberId)), { authorization: 'Basic x' }]) {
      const res = await app.inject({ method: 'GET', url: '/v1/recruit/popular', headers });
      expect(res.statusCode).toBe(200);
    }
    expect(seen).toEqual([member.memberId, null, null, null, null]);
    await app.close();
  });
});

describe('rate limits', () => {
  it('are shared through the database: two instances count login guesses together, and the 429 is the envelope', async () => {
    const login = { perLoginId: { max: 3, windowMs: 60_000 }, perAddress: { max: 100, windowMs: 60_000 } };
    const a = await buildApp({ db: t.db, rateLimit: { limits: {}, login } });
    const b = await buildApp({ db: t.db, rateLimit: { limits: {}, login } });
    const attempt = (app: typeof a, loginId: string = DEMO_ACCOUNT.loginId) =>
      app.inject({ method: 'POST', url: '/v1/member/auth/login', payload: { loginId, password: 'Wrong!2026' } });
    expect((await attempt(a)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(401);
    expect((await attempt(a)).statusCode).toBe(401);
    const fourth = await attempt(b);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ success: false, statusCode: 429, code: 'RATE_LIMITED', message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    // another login id from the same address is counted apart
    expect((await attempt(a, 'someoneelse')).statusCode).toBe(401);
    await a.close();
    await b.close();
  });

  it('limit sign-ups per address', async () => {
    const app = await buildApp({ db: t.db, rateLimit: { limits: { signUp: { max: 1, timeWindow: 60_000 } } } });
    const first = await app.inject({ method: 'POST', url: '/v1/member/auth/sign-up', payload: t.newMemberInput() });
    expect(first.statusCode).toBe(200);
    const second = await app.inject({ method: 'POST', url: '/v1/member/auth/sign-up', payload: t.newMemberInput() });
    expect(second.statusCode).toBe(429);
    await app.close();
  });
});

describe('web', () => {
  let dist: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'saegil-dist-'));
    mkdirSync(join(dist, 'assets'));
    const index = '<!doctype html><html lang="ko"><title>새길</title><div id="root"></div></html>';
    writeFileSync(join(dist, 'index.html'), index);
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(index));
    writeFileSync(join(dist, 'index.html.gz'), gzipSync(index));
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
