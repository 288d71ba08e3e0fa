// Issue 21.11: an answer for one member is never stored (before: member answers carried no Cache-Control), while
// public answers keep their caching.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-support/index.ts';
import type { TestApp, TestMember } from './test-support/index.ts';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await buildTestApp();
  member = await t.createMember();
});
afterAll(async () => t?.close());

const cacheControl = async (url: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url, headers })).headers['cache-control'];

describe('Cache-Control', () => {
  it.each(['/v1/member/info', '/v1/scrap/recruit/list', '/v1/my-dream/todo/jobs', '/v1/scrap/checked'])('%s (needs the access token): no-store', async (url) => {
    expect(await cacheControl(url, member.auth)).toBe('no-store');
  });

  it('a refused member call is not stored either', async () => {
    expect(await cacheControl('/v1/member/info')).toBe('no-store');
  });

  it('an optional-token list answers a member with no-store and a visitor as before', async () => {
    expect(await cacheControl('/v1/todo/other/public', member.auth)).toBe('no-store');
    expect(await cacheControl('/v1/todo/other/public')).not.toBe('no-store');
  });

  it('public lists keep their caching, with or without a token', async () => {
    expect(await cacheControl('/v1/recruit/list')).toBe('no-cache');
    expect(await cacheControl('/v1/recruit/list', member.auth)).toBe('no-cache');
    expect(await cacheControl('/v1/region/all', member.auth)).not.toBe('no-store');
  });
});

describe('GET /v1/scrap/recruit/closing-soon with a body shorter than its Content-Length', () => {
  it('answers the documented 400 VALIDATION_FAILED in the envelope (before: a 400 its contract did not list)', async () => {
    const { spec } = await import('./contract.ts');
    expect(Object.keys(spec.paths['/v1/scrap/recruit/closing-soon']!.get!.responses)).toContain('400');
    const { createConnection } = await import('node:net');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      let answer = '';
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end(
          `GET /v1/scrap/recruit/closing-soon HTTP/1.1\r\nHost: 127.0.0.1\r\n${member.auth.authorization ? `Authorization: ${member.auth.authorization}\r\n` : ''}Content-Length: 10\r\n\r\nabc`,
        );
      });
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, statusCode: 400, code: 'VALIDATION_FAILED' });
  });
});
