// Every failure in the error envelope the contract documents: validation, unknown routes, bad bodies, broken requests.
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { useTestApp } from './test-support/index.ts';

const t = useTestApp();

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
