import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, REFRESH_PATH, RENEWAL_LOCK } from '../../src/shared/http/api-fetch.ts';
import { onSessionEnded } from '../../src/shared/session/session.ts';

const OK = (data: unknown) => ({ success: true, timestamp: '2026-11-22T09:30:00.000Z', data });
const error = (statusCode: number, code: string, message: string) => ({
  success: false,
  timestamp: '2026-11-22T09:30:00.000Z',
  statusCode,
  code,
  message,
});
const EXPIRED = error(401, 'TOKEN_EXPIRED', '로그인이 만료되었습니다. 다시 로그인해주세요.');
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Route = (init: RequestInit, bearer: string | null) => Response | Promise<Response>;

/** A fake server: member calls accept only `validToken`; the refresh call answers with `refresh`. */
function server({ validToken = 'new-access', refresh }: { validToken?: string; refresh: Route }) {
  const calls: { url: string; bearer: string | null; body?: string }[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = String(input);
    const bearer = new Headers(init.headers).get('Authorization');
    calls.push({ url, bearer, body: typeof init.body === 'string' ? init.body : undefined });
    if (url.endsWith(REFRESH_PATH)) return refresh(init, bearer);
    if (bearer !== `Bearer ${validToken}`) return json(401, EXPIRED);
    return json(200, OK({ url }));
  });
  return { calls, fetchMock, refreshCalls: () => calls.filter((c) => c.url.endsWith(REFRESH_PATH)) };
}

const renewed = () => json(200, OK({ accessToken: 'new-access', refreshToken: 'new-refresh' }));

let ended = 0;
let reasons: string[] = [];
let stopListening: () => void;
beforeEach(() => {
  localStorage.setItem('accessToken', 'old-access');
  localStorage.setItem('refreshToken', 'old-refresh');
  localStorage.setItem('nickname', '김영희');
  localStorage.setItem('memberId', '7');
  localStorage.setItem('userStore', JSON.stringify({ state: { nickname: '김영희', regionName: '', userImage: '' } }));
  ended = 0;
  reasons = [];
  stopListening = onSessionEnded((reason) => {
    ended += 1;
    reasons.push(reason);
  });
});
afterEach(() => stopListening());

describe('refresh and retry on TOKEN_EXPIRED', () => {
  it('renews the tokens once, stores both and repeats the call with the new token', async () => {
    const { calls, refreshCalls } = server({ refresh: renewed });
    const body = await apiFetch<{ data: { url: string } }>('/v1/member/info', { method: 'GET' });
    expect(body.data.url).toContain('/v1/member/info');
    expect(refreshCalls()).toHaveLength(1);
    expect(JSON.parse(refreshCalls()[0]?.body ?? '{}')).toEqual({ refreshToken: 'old-refresh' });
    expect(calls.map((c) => [c.url, c.bearer])).toEqual([
      ['/v1/member/info', 'Bearer old-access'],
      [REFRESH_PATH, 'Bearer old-access'],
      ['/v1/member/info', 'Bearer new-access'],
    ]);
    expect(localStorage.getItem('accessToken')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
    expect(ended).toBe(0);
  });

  it('calls that expire together share one renewal', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { refreshCalls, calls } = server({ refresh: async () => (await gate, renewed()) });
    const all = Promise.all([
      apiFetch('/v1/member/info', { method: 'GET' }),
      apiFetch('/v1/my-dream/todo/jobs', { method: 'GET' }),
      apiFetch('/v1/scrap/checked', { method: 'GET' }),
    ]);
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1));
    release();
    await expect(all).resolves.toHaveLength(3);
    expect(refreshCalls()).toHaveLength(1);
    expect(calls.filter((c) => c.bearer === 'Bearer new-access')).toHaveLength(3);
  });

  it('a call answered after another call already renewed just goes again, without a second renewal', async () => {
    let releaseSlow: () => void = () => {};
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    const { refreshCalls, fetchMock } = server({ refresh: renewed });
    const plain = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('slow')) {
        await slowGate;
        return json(401, EXPIRED); // it was sent with the old token
      }
      return plain!(input, init);
    });
    const slow = apiFetch('/v1/member/slow', { method: 'GET' });
    await apiFetch('/v1/member/info', { method: 'GET' }); // expires, renews
    expect(refreshCalls()).toHaveLength(1);
    fetchMock.mockImplementation(plain!);
    releaseSlow();
    await expect(slow).resolves.toBeDefined();
    expect(refreshCalls()).toHaveLength(1);
  });

  it('does not renew twice for one call: a second TOKEN_EXPIRED is passed on', async () => {
    const { refreshCalls } = server({ validToken: 'never', refresh: renewed });
    await expect(apiFetch('/v1/member/info', { method: 'GET' })).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(refreshCalls()).toHaveLength(1);
  });

  it('never tries to renew the renewal call itself or a call sent without a token', async () => {
    const { refreshCalls } = server({ refresh: () => json(401, EXPIRED) });
    localStorage.removeItem('accessToken');
    await expect(apiFetch('/v1/region/all', { method: 'GET' })).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(refreshCalls()).toHaveLength(0);
  });
});

describe('two tabs whose tokens expire together (Web Locks)', () => {
  /** navigator.locks as the browser gives it, shared by "tabs": one holder at a time, in order; counts requests */
  function installLocks() {
    let tail: Promise<unknown> = Promise.resolve();
    const requested: string[] = [];
    const request = (name: string, work: () => Promise<unknown>) => {
      requested.push(name);
      const run = tail.then(work);
      tail = run.catch(() => {});
      return run;
    };
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    return requested;
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('a tab that waited while another tab renewed goes again with that tab’s tokens, and spends no refresh token', async () => {
    const requested = installLocks();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // the other tab holds the lock while its renewal is on the way, then stores the new pair
    const otherTab = navigator.locks.request(RENEWAL_LOCK, async () => {
      await gate;
      localStorage.setItem('accessToken', 'new-access');
      localStorage.setItem('refreshToken', 'new-refresh');
    });
    // the old refresh token is spent by then: the server would take it for theft
    const { refreshCalls, calls } = server({ refresh: () => json(401, error(401, 'TOKEN_INVALID', '로그인 정보가 올바르지 않습니다. 다시 로그인해주세요.')) });
    const call = apiFetch<{ data: { url: string } }>('/v1/member/info', { method: 'GET' });
    await vi.waitFor(() => expect(requested).toEqual([RENEWAL_LOCK, RENEWAL_LOCK]));
    release();
    await otherTab;
    await expect(call).resolves.toMatchObject({ data: { url: '/v1/member/info' } });
    expect(refreshCalls()).toHaveLength(0);
    expect(calls.map((c) => c.bearer)).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(ended).toBe(0);
  });

  it('the tab that gets the lock first renews as before', async () => {
    installLocks();
    const { refreshCalls } = server({ refresh: renewed });
    await expect(apiFetch('/v1/member/info', { method: 'GET' })).resolves.toBeDefined();
    expect(refreshCalls()).toHaveLength(1);
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
  });
});

describe('a token the server no longer accepts (TOKEN_INVALID, e.g. withdrawn on another device)', () => {
  it('gets the same single renewal, and when that is refused the session ends', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).endsWith(REFRESH_PATH)
        ? json(401, error(401, 'TOKEN_INVALID', '로그인 정보가 올바르지 않습니다. 다시 로그인해주세요.'))
        : json(401, error(401, 'TOKEN_INVALID', '로그인 정보가 올바르지 않습니다. 다시 로그인해주세요.')),
    );
    await expect(apiFetch('/v1/member/info', { method: 'GET' })).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect(vi.mocked(globalThis.fetch).mock.calls.filter(([url]) => String(url).endsWith(REFRESH_PATH))).toHaveLength(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(ended).toBe(1);
  });
});

describe('when the renewal is refused, the session ends like 로그아웃', () => {
  it('clears tokens, nickname, member id and userStore, fires the session-ended event once and passes the error on', async () => {
    server({ refresh: () => json(401, error(401, 'TOKEN_INVALID', '로그인 정보가 올바르지 않습니다. 다시 로그인해주세요.')) });
    const results = await Promise.allSettled([
      apiFetch('/v1/member/info', { method: 'GET' }),
      apiFetch('/v1/scrap/checked', { method: 'GET' }),
    ]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'TOKEN_EXPIRED' });
    }
    for (const key of ['accessToken', 'refreshToken', 'nickname', 'memberId', 'userStore']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(ended).toBe(1);
  });

  it('without a stored refresh token the session ends too', async () => {
    localStorage.removeItem('refreshToken');
    const { refreshCalls } = server({ refresh: renewed });
    await expect(apiFetch('/v1/member/info', { method: 'GET' })).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(refreshCalls()).toHaveLength(0);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(ended).toBe(1);
  });

  it('an unreachable server is not a refusal: the session stays and the member can try again', async () => {
    server({
      refresh: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(apiFetch('/v1/member/info', { method: 'GET' })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(localStorage.getItem('accessToken')).toBe('old-access');
    expect(localStorage.getItem('refreshToken')).toBe('old-refresh');
    expect(ended).toBe(0);
  });
});

describe('a token-requiring call without a token', () => {
  it('fails before any request with the spec message', async () => {
    localStorage.removeItem('accessToken');
    const { calls } = server({ refresh: renewed });
    await expect(apiFetch('/v1/member/info', { method: 'GET' })).rejects.toMatchObject({
      status: 401,
      code: 'TOKEN_MISSING',
      message: '인증 토큰이 없습니다. 로그인 후 다시 시도해주세요.',
    });
    expect(calls).toHaveLength(0);
  });

  it('public calls still go without a token', async () => {
    localStorage.removeItem('accessToken');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, OK([])));
    await expect(apiFetch('/v1/region/all', { method: 'GET' })).resolves.toMatchObject({ success: true });
  });
});

describe('a login ended by a password change on another device (401 PASSWORD_CHANGED, issue 25.10)', () => {
  const CHANGED = error(401, 'PASSWORD_CHANGED', '다른 기기에서 비밀번호가 바뀌었습니다. 새 비밀번호로 다시 로그인해주세요.');

  it('ends the session once, saying why, without trying a renewal, however many calls were refused', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(401, CHANGED));
    const refreshCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(REFRESH_PATH));
    const calls = [apiFetch('/v1/member/info', { method: 'GET' }), apiFetch('/v1/scrap/checked', { method: 'GET' }), apiFetch('/v1/my-dream/todo/jobs', { method: 'GET' })];
    for (const call of calls) await expect(call).rejects.toMatchObject({ code: 'PASSWORD_CHANGED' });
    expect(refreshCalls()).toHaveLength(0);
    expect(reasons).toEqual(['password-changed']);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('a renewal refused with PASSWORD_CHANGED ends the session with that reason', async () => {
    server({ refresh: () => json(401, CHANGED) });
    await expect(apiFetch('/v1/member/info', { method: 'GET' })).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(reasons).toEqual(['password-changed']);
  });
});
