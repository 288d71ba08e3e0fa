import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/shared/http/api-error.ts';
import { apiFetch } from '../../src/shared/http/api-fetch.ts';

const envelope = z.object({ success: z.literal(true), timestamp: z.string(), data: z.object({ n: z.number() }) });

/** Every fetch answers `body` (a fresh Response each time: a body can be read once). */
function respond(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('apiFetch (the fetch mutator)', () => {
  it('sends the stored access token as a bearer header and returns the validated body', async () => {
    localStorage.setItem('accessToken', 'tok');
    const fetchMock = respond(200, { success: true, timestamp: '2026-11-22T00:00:00.000Z', data: { n: 1 } });
    const body = await apiFetch<{ data: { n: number } }>('/v1/x', { method: 'GET', schema: envelope });
    expect(body.data.n).toBe(1);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
  });

  it('sends no authorization header without a token', async () => {
    const fetchMock = respond(200, { success: true, timestamp: 't', data: { n: 1 } });
    await apiFetch('/v1/x', { method: 'GET' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('turns the error envelope into an ApiError with the server message and code', async () => {
    respond(409, {
      success: false,
      timestamp: 't',
      statusCode: 409,
      code: 'DUPLICATE_NICKNAME',
      message: '이미 사용 중인 닉네임입니다.',
    });
    await expect(apiFetch('/v1/x', { method: 'PUT' })).rejects.toMatchObject({
      status: 409,
      code: 'DUPLICATE_NICKNAME',
      message: '이미 사용 중인 닉네임입니다.',
    });
  });

  it('reports a shape mismatch in Korean instead of handing bad data to a screen', async () => {
    respond(200, { success: true, timestamp: 't', data: { n: 'one' } });
    const error = await apiFetch('/v1/x', { method: 'GET', schema: envelope }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('RESPONSE_SHAPE_MISMATCH');
    expect((error as ApiError).message).toBe('서버 응답 데이터 형식이 올바르지 않습니다.');
  });

  it('a renewal refused because another tab spent the token first goes on with the other tab’s tokens, logged in', async () => {
    localStorage.setItem('accessToken', 'old');
    localStorage.setItem('refreshToken', 'spent');
    const sent: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      const auth = new Headers(init?.headers).get('Authorization') ?? '';
      sent.push(`${url} ${auth}`);
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.endsWith('/refresh')) {
        // the other tab's renewal lands in this tab's storage while this tab's own ask is on its way
        localStorage.setItem('accessToken', 'theirs');
        localStorage.setItem('refreshToken', 'theirs-refresh');
        return json(401, { success: false, timestamp: 't', statusCode: 401, code: 'TOKEN_INVALID', message: '로그인 정보가 올바르지 않습니다. 다시 로그인해주세요.' });
      }
      if (auth === 'Bearer old') return json(401, { success: false, timestamp: 't', statusCode: 401, code: 'TOKEN_EXPIRED', message: '로그인이 만료되었습니다.' });
      return json(200, { success: true, timestamp: 't', data: { n: 2 } });
    });
    const body = await apiFetch<{ data: { n: number } }>('/v1/x', { method: 'GET', schema: envelope });
    expect(body.data.n).toBe(2);
    expect(sent).toEqual(['/v1/x Bearer old', '/v1/member/auth/refresh Bearer old', '/v1/x Bearer theirs']);
    expect(localStorage.getItem('accessToken')).toBe('theirs');
  });

  it('a non-envelope error page or a network failure still becomes a Korean message', async () => {
    respond(502, '<html>Bad Gateway</html>');
    await expect(apiFetch('/v1/x', { method: 'GET' })).rejects.toMatchObject({ status: 502, code: 'UNKNOWN_ERROR' });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/v1/x', { method: 'GET' })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
