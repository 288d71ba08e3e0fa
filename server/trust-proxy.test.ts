// TRUST_PROXY behind nginx (`proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`): nginx appends the address
// it saw to whatever the client sent, so only the right end of the header is known. The login limit per address (and
// sign-up limits and visitor counts, which read the same request.ip) must hold against a client rotating the left end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { buildTestApp } from './test-support/index.ts';
import type { TestApp } from './test-support/index.ts';

const NGINX = '127.0.0.1';
const LIMITS = { limits: {}, login: { perLoginId: { max: 100, windowMs: 60_000 }, perAddress: { max: 5, windowMs: 60_000 } } };

describe.each([
  ['TRUST_PROXY=1 (one hop)', '1', NGINX],
  ['TRUST_PROXY=<the proxy address>', NGINX, NGINX],
  ['TRUST_PROXY=2 (a balancer, then nginx)', '2', '10.0.0.2'],
])('%s', (_name, setting, peer) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ app: { trustProxy: loadConfig({ TRUST_PROXY: setting }).trustProxy, rateLimit: LIMITS } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** a wrong login from `client` (the address the trusted proxies saw), after the header the client made up */
  const guess = (client: string, madeUp: string) => {
    const seenByProxies = setting === '2' ? `${client}, 10.0.0.1` : client;
    return t.call({
      method: 'POST',
      url: '/v1/member/auth/login',
      payload: { loginId: `nobody${madeUp.replaceAll('.', '')}`.slice(0, 20), password: 'Wrong!2026' },
      remoteAddress: peer,
      headers: { 'x-forwarded-for': `${madeUp}, ${seenByProxies}` },
    });
  };

  it('counts one client whatever it writes into X-Forwarded-For; another client is not held back', async () => {
    const answers: number[] = [];
    for (let i = 1; i <= 7; i++) answers.push((await guess('203.0.113.7', `198.51.100.${i}`)).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect((await guess('203.0.113.8', '198.51.100.1')).status).toBe(401);
  });
});
