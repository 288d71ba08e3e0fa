// Issue 27, item 1 (server): 카카오 (OpenID Connect) and 네이버 (OAuth 2.0) sign-in against local providers, no
// internet: sign-up, login, link, unlink (the last way refused), foreign state / nonce, code reuse, one provider
// account for one member, withdrawal, and recovery through the provider (a new password without the old one).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { members, socialFlows, socialLinks } from '../db/schema.ts';
import { CURRENT_REQUIRED } from '../domain/consent.ts';
import { bearer, buildTestApp } from '../test-support/index.ts';
import type { TestApp } from '../test-support/index.ts';
import { startLocalKakao, startLocalNaver } from '../test-support/social-providers.ts';
import type { LocalProvider } from '../test-support/social-providers.ts';

const BASE = 'https://saegil.test';
let t: TestApp;
let kakao: LocalProvider;
let naver: LocalProvider;
beforeAll(async () => {
  [kakao, naver] = await Promise.all([startLocalKakao([`${BASE}/login/callback/kakao`]), startLocalNaver()]);
  t = await buildTestApp({
    app: {
      social: {
        redirectBase: BASE,
        kakao: { clientId: kakao.clientId, clientSecret: kakao.clientSecret, issuer: kakao.url },
        naver: { clientId: naver.clientId, clientSecret: naver.clientSecret, authUrl: naver.url, apiUrl: naver.url },
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await kakao?.close();
  await naver?.close();
});

type Provider = 'kakao' | 'naver';
const local = (p: Provider) => (p === 'kakao' ? kakao : naver);
let accounts = 0;
const newAccount = () => `person-${Date.now().toString(36)}-${++accounts}`;

async function start(provider: Provider, auth?: { authorization: string }) {
  const url = auth ? `/v1/member/social-links/${provider}/start` : `/v1/auth/social/${provider}/start`;
  const answer = await t.call({ method: 'POST', url, ...(auth && { headers: auth }) });
  expect(answer.status).toBe(200);
  expect(answer.response.headers['cache-control']).toBe('no-store');
  return answer.body.data as { authorizeUrl: string; browserKey: string };
}
const finish = (provider: Provider, payload: object, auth?: { authorization: string }) =>
  t.call({
    method: 'POST',
    url: auth ? `/v1/member/social-links/${provider}` : `/v1/auth/social/${provider}/finish`,
    payload,
    ...(auth && { headers: auth }),
  });

/** start → the person logs in at the provider → the callback page's finish */
async function throughProvider(provider: Provider, account: string, auth?: { authorization: string }) {
  const { authorizeUrl, browserKey } = await start(provider, auth);
  const query = await local(provider).signIn(authorizeUrl, account);
  expect(query.code).toBeTruthy();
  const body = { code: query.code!, state: query.state!, browserKey };
  return { answer: await finish(provider, body, auth), body };
}

async function socialSignUp(provider: Provider, account: string) {
  const { answer } = await throughProvider(provider, account);
  expect(answer.status).toBe(200);
  expect(answer.body.data.outcome).toBe('signUpNeeded');
  const profile = t.newMemberInput();
  const done = await t.call({
    method: 'POST',
    url: '/v1/auth/social/signup',
    payload: {
      ticket: answer.body.data.signUp.ticket,
      nickName: profile.nickName,
      birthDate: '1962/04/05',
      gender: 'FEMALE',
      regionCode: 11110,
      consents: CURRENT_REQUIRED,
    },
  });
  expect(done.status).toBe(200);
  expect(done.response.headers['cache-control']).toBe('no-store');
  return { ...done.body.data, ticket: answer.body.data.signUp.ticket as string, nickName: profile.nickName };
}

describe('GET /v1/auth/social/providers', () => {
  it('lists the configured providers; an app without them lists none and refuses to start', async () => {
    expect((await t.call({ method: 'GET', url: '/v1/auth/social/providers' })).body.data).toEqual({ providers: ['kakao', 'naver'] });
    const bare = await buildTestApp();
    try {
      expect((await bare.call({ method: 'GET', url: '/v1/auth/social/providers' })).body.data).toEqual({ providers: [] });
      const refused = await bare.call({ method: 'POST', url: '/v1/auth/social/kakao/start' });
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('SOCIAL_UNAVAILABLE');
      expect(refused.body.message).toContain('카카오');
    } finally {
      await bare.close();
    }
  });
});

describe.each(['kakao', 'naver'] as const)('%s', (provider) => {
  it('signs up a new person (profile step, no login id or password chosen), then logs the same person in', async () => {
    const account = newAccount();
    const { authorizeUrl } = await start(provider);
    const authorize = new URL(authorizeUrl);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    if (provider === 'kakao') {
      expect(authorize.searchParams.get('nonce')).toBeTruthy();
      expect(authorize.searchParams.get('scope')).toBe('openid');
    }
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${BASE}/login/callback/${provider}`);

    const signedUp = await socialSignUp(provider, account);
    expect(signedUp.session.loginId).toMatch(new RegExp(`^${provider}[a-z2-9]{7}$`));
    expect(signedUp.session.hasPassword).toBe(false);
    expect(signedUp.session.nickname).toBe(signedUp.nickName);
    expect(signedUp.recoveryCode).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){4}$/);
    const me = await t.call({ method: 'GET', url: '/v1/member/info', headers: bearer(signedUp.session.accessToken) });
    expect(me.body.data).toMatchObject({ nickname: signedUp.nickName, regionName: '서울특별시 종로구', birthDate: '1962/04/05' });
    // the ticket is spent with the sign-up
    const again = await t.call({
      method: 'POST',
      url: '/v1/auth/social/signup',
      payload: { ticket: signedUp.ticket, nickName: '다른이름', birthDate: '1962/04/05', gender: 'MALE', regionCode: 11110, consents: CURRENT_REQUIRED },
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('SOCIAL_TICKET_INVALID');

    const { answer } = await throughProvider(provider, account);
    expect(answer.status).toBe(200);
    expect(answer.body.data.outcome).toBe('loggedIn');
    expect(answer.body.data.session.memberId).toBe(signedUp.session.memberId);
    expect(answer.body.data.session.loginId).toBe(signedUp.session.loginId);
    // nothing of the provider's tokens is kept: the flow holds the provider's id of the person only
    const flows = await t.db.select().from(socialFlows).where(eq(socialFlows.provider, provider));
    expect(JSON.stringify(flows)).not.toMatch(/access_token|id_token|eyJ/);
    // the tokens are a password login's: refresh rotates, logout ends the login
    const refreshed = await t.call({ method: 'POST', url: '/v1/member/auth/refresh', payload: { refreshToken: answer.body.data.session.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/v1/member/auth/logout', payload: { refreshToken: refreshed.body.data.refreshToken } })).status).toBe(200);
    const after = await t.call({ method: 'GET', url: '/v1/member/info', headers: bearer(refreshed.body.data.accessToken) });
    expect(after.status).toBe(401);
    // no password to log in with
    const byPassword = await t.call({ method: 'POST', url: '/v1/member/auth/login', payload: { loginId: signedUp.session.loginId, password: 'Anything!1' } });
    expect(byPassword.body.code).toBe('LOGIN_FAILED');
  });

  it('refuses a foreign state, another tab, a cancelled login, and the same code twice', async () => {
    const account = newAccount();
    const first = await start(provider);
    const query = await local(provider).signIn(first.authorizeUrl, account);
    // a state this server never made, another provider's path, another tab's key
    expect((await finish(provider, { code: query.code, state: 'made-up-state', browserKey: first.browserKey })).body.code).toBe('SOCIAL_STATE_MISMATCH');
    const other: Provider = provider === 'kakao' ? 'naver' : 'kakao';
    expect((await finish(other, { code: query.code, state: query.state, browserKey: first.browserKey })).body.code).toBe('SOCIAL_STATE_MISMATCH');
    const otherTab = await finish(provider, { code: query.code, state: query.state, browserKey: 'another-tabs-key-0000' });
    expect(otherTab.status).toBe(400);
    expect(otherTab.body.code).toBe('SOCIAL_STATE_MISMATCH');
    // the right tab finishes once; the same code and state again is reuse
    const ok = await finish(provider, { code: query.code, state: query.state, browserKey: first.browserKey });
    expect(ok.status).toBe(200);
    const reuse = await finish(provider, { code: query.code, state: query.state, browserKey: first.browserKey });
    expect(reuse.status).toBe(409);
    expect(reuse.body.code).toBe('SOCIAL_ALREADY_USED');
    expect(reuse.body.message).toBe('이미 마친 로그인 요청이에요. 처음부터 다시 해주세요.');

    // a code replayed into a new flow: the provider refuses it (single use at the provider too)
    const second = await start(provider);
    const secondState = new URL(second.authorizeUrl).searchParams.get('state')!;
    const replay = await finish(provider, { code: query.code, state: secondState, browserKey: second.browserKey });
    expect(replay.status).toBe(400);
    expect(['SOCIAL_REFUSED', 'SOCIAL_STATE_MISMATCH']).toContain(replay.body.code);

    // cancelled at the provider
    const third = await start(provider);
    const cancelled = await local(provider).signIn(third.authorizeUrl, account, { cancel: true });
    expect(cancelled.error).toBe('access_denied');
    const answer = await finish(provider, { error: cancelled.error, state: cancelled.state, browserKey: third.browserKey });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('SOCIAL_CANCELLED');
    expect(answer.body.message).toContain(provider === 'kakao' ? '카카오' : '네이버');
  });

  it('links to a member, refuses the same account on a second member, unlinks, and withdrawal removes the link', async () => {
    const account = newAccount();
    const alice = await t.createMember();
    const linked = await throughProvider(provider, account, alice.auth);
    expect(linked.answer.status).toBe(200);
    expect(linked.answer.body.data.links).toEqual([{ provider, linkedAt: expect.any(String) }]);
    expect(linked.answer.body.data.hasPassword).toBe(true);
    // alice now logs in with the provider
    const login = await throughProvider(provider, account);
    expect(login.answer.body.data.session.memberId).toBe(alice.memberId);
    expect(login.answer.body.data.session.loginId).toBe(alice.loginId);
    // a second link of the same provider is refused before the provider is asked
    const twice = await t.call({ method: 'POST', url: `/v1/member/social-links/${provider}/start`, headers: alice.auth });
    expect(twice.body.code).toBe('SOCIAL_ALREADY_LINKED');

    const bob = await t.createMember();
    const stolen = await throughProvider(provider, account, bob.auth);
    expect(stolen.answer.status).toBe(409);
    expect(stolen.answer.body.code).toBe('SOCIAL_LINKED_ELSEWHERE');
    expect((await t.call({ method: 'GET', url: '/v1/member/social-links', headers: bob.auth })).body.data.links).toEqual([]);
    // a flow bob started cannot be finished with alice's token (a link planted from someone else's flow)
    const bobsFlow = await start(provider, bob.auth);
    const bobsQuery = await local(provider).signIn(bobsFlow.authorizeUrl, newAccount());
    const planted = await finish(provider, { code: bobsQuery.code, state: bobsQuery.state, browserKey: bobsFlow.browserKey }, alice.auth);
    expect(planted.body.code).toBe('SOCIAL_STATE_MISMATCH');

    const unlinked = await t.call({ method: 'DELETE', url: `/v1/member/social-links/${provider}`, headers: alice.auth });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.data.links).toEqual([]);
    // unlinked: the account is a new person again
    expect((await throughProvider(provider, account)).answer.body.data.outcome).toBe('signUpNeeded');

    // withdrawal removes the link
    const carol = await t.createMember();
    const carolAccount = newAccount();
    expect((await throughProvider(provider, carolAccount, carol.auth)).answer.status).toBe(200);
    const gone = await t.call({ method: 'POST', url: '/v1/member/auth/withdraw', headers: carol.auth, payload: { currentPassword: carol.password } });
    expect(gone.status).toBe(200);
    expect(await t.db.select().from(socialLinks).where(eq(socialLinks.memberId, carol.memberId))).toEqual([]);
    expect((await throughProvider(provider, carolAccount)).answer.body.data.outcome).toBe('signUpNeeded');
  });
});

describe('the last way to log in', () => {
  it('cannot be unlinked; with a second provider or a password set it can', async () => {
    const signedUp = await socialSignUp('kakao', newAccount());
    const auth = bearer(signedUp.session.accessToken);
    const refused = await t.call({ method: 'DELETE', url: '/v1/member/social-links/kakao', headers: auth });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('LAST_LOGIN_METHOD');
    expect(refused.body.message).toBe('로그인할 방법이 이것 하나뿐이라 끊을 수 없어요. 먼저 비밀번호를 정하거나 다른 계정을 연결해주세요.');
    expect((await t.call({ method: 'GET', url: '/v1/member/social-links', headers: auth })).body.data).toEqual({
      links: [{ provider: 'kakao', linkedAt: expect.any(String) }],
      hasPassword: false,
    });
    // naver linked too: kakao may go, then naver is the last
    expect((await throughProvider('naver', newAccount(), auth)).answer.status).toBe(200);
    expect((await t.call({ method: 'DELETE', url: '/v1/member/social-links/kakao', headers: auth })).status).toBe(200);
    expect((await t.call({ method: 'DELETE', url: '/v1/member/social-links/naver', headers: auth })).body.code).toBe('LAST_LOGIN_METHOD');
    // a password set within 10 minutes of the provider login (no current password to type): naver may go
    const set = await t.call({ method: 'PUT', url: '/v1/member/password', headers: auth, payload: { newPassword: 'Kakao!2026', newPasswordCheck: 'Kakao!2026' } });
    expect(set.status).toBe(200);
    expect((await t.call({ method: 'DELETE', url: '/v1/member/social-links/naver', headers: auth })).status).toBe(200);
    const byPassword = await t.call({ method: 'POST', url: '/v1/member/auth/login', payload: { loginId: signedUp.session.loginId, password: 'Kakao!2026' } });
    expect(byPassword.status).toBe(200);
  });
});

describe('recovery through a provider', () => {
  it('a member who forgot the password logs in with the linked provider and sets a new one there; other logins end', async () => {
    const member = await t.createMember();
    const account = newAccount();
    expect((await throughProvider('naver', account, member.auth)).answer.status).toBe(200);
    const elsewhere = await t.login(member.loginId, member.password); // another device, still logged in

    const { answer } = await throughProvider('naver', account);
    const session = answer.body.data.session;
    expect(session.loginId).toBe(member.loginId); // the login id is shown after a provider login
    const claims = decodeJwt(session.accessToken);
    expect(Math.abs(Number(claims.auth_time) - Date.now() / 1000)).toBeLessThan(30); // counts as a recent login
    const reset = await t.call({
      method: 'PUT',
      url: '/v1/member/password',
      headers: bearer(session.accessToken),
      payload: { newPassword: 'Forgot!2026', newPasswordCheck: 'Forgot!2026' },
    });
    expect(reset.status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/v1/member/auth/login', payload: { loginId: member.loginId, password: 'Forgot!2026' } })).status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/v1/member/auth/login', payload: { loginId: member.loginId, password: member.password } })).status).toBe(401);
    const old = await t.call({ method: 'POST', url: '/v1/member/auth/refresh', payload: { refreshToken: elsewhere.refreshToken } });
    expect(old.body.code).toBe('PASSWORD_CHANGED');
  });

  it('a Kakao login long ago at the provider (auth_time) is not a recent login here', async () => {
    const [row] = await t.db.select({ id: members.id }).from(members).limit(1);
    const tokens = await t.app.saegil.tokens.issueTokens(row!.id, { authTime: new Date(Date.now() - 3600_000) });
    const claims = decodeJwt(tokens.accessToken);
    expect(Date.now() / 1000 - Number(claims.auth_time)).toBeGreaterThan(3500);
  });
});
