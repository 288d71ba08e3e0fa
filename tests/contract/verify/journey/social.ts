// Journey, part 6: 카카오·네이버로 시작하기 (issue 27). Against a server it needs someone to play the person at the
// provider (`v.socialSignIn`: the tests' local providers); without one, or when the server lists no providers, the
// provider flows are skipped and named in the report. Against Prism every call answers its documented example.
import { CONSENTS, data } from './kit.ts';
import type { Journey } from './kit.ts';
import type { Accounts } from './accounts.ts';

type Provider = 'kakao' | 'naver';
const FLOW_OPERATIONS = ['startSocialLogin', 'finishSocialLogin', 'socialSignUp', 'startSocialLink', 'finishSocialLink'];

export async function social(journey: Journey & Accounts) {
  const { v, expectTrue, stamp, tokenA } = journey;
  const listed = data(await v.call('getSocialProviders', { expect: 200 }));
  await v.call('startSocialLogin', { params: { provider: 'google' }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('getSocialLinks', { expect: 401, code: 'TOKEN_MISSING' });
  const mine = data(await v.call('getSocialLinks', { token: tokenA, expect: 200 }));
  expectTrue(Array.isArray(mine?.links) && mine.links.length === 0 && mine.hasPassword === true, 'a password member starts with no links');
  // unlinking what is not linked changes nothing
  await v.call('unlinkSocial', { token: tokenA, params: { provider: 'kakao' }, expect: 200 });
  await v.call('socialSignUp', {
    json: { ticket: `unknown-ticket-${stamp}`, nickName: `바${stamp}`, birthDate: '1961/02/03', gender: 'MALE', regionCode: 11110, consents: CONSENTS },
    expect: 400,
    code: 'SOCIAL_TICKET_INVALID',
  });

  const signIn = v.socialSignIn;
  const both = Array.isArray(listed?.providers) && listed.providers.includes('kakao') && listed.providers.includes('naver');
  if (!v.prism && (!signIn || !both)) {
    // nobody to play the person at the provider: what needs one is left out, and said so
    if (!both) await v.call('startSocialLogin', { params: { provider: 'kakao' }, expect: 404, code: 'SOCIAL_UNAVAILABLE' });
    for (const id of FLOW_OPERATIONS) v.skipped.add(id);
    return;
  }
  /** start → the person at the provider → the callback's query (Prism: its examples) */
  const through = async (provider: Provider, account: string, token?: string, cancel = false) => {
    const started = token
      ? data(await v.call('startSocialLink', { token, params: { provider }, expect: 200 }))
      : data(await v.call('startSocialLogin', { params: { provider }, expect: 200 }));
    const browserKey: string = started?.browserKey ?? 'bK4tYzq8W1cV0mLr2sP6nXe3';
    if (v.prism || !signIn) return { code: 'Xk2c9_code', state: 'Qx3_state', browserKey };
    const query = await signIn(provider, String(started?.authorizeUrl), account, { cancel });
    return cancel ? { error: query.error ?? 'access_denied', state: query.state ?? '', browserKey } : { code: query.code ?? '', state: query.state ?? '', browserKey };
  };

  // a new person with Kakao: the profile step, then logged in with tokens like a password login's
  const kakaoAccount = `verify-kakao-${stamp}`;
  const first = await through('kakao', kakaoAccount);
  const finished = data(await v.call('finishSocialLogin', { params: { provider: 'kakao' }, json: first, expect: 200 }));
  expectTrue(finished?.outcome === 'signUpNeeded' && typeof finished?.signUp?.ticket === 'string', 'a new person gets a sign-up ticket');
  await v.call('finishSocialLogin', { params: { provider: 'kakao' }, json: first, expect: 409, code: 'SOCIAL_ALREADY_USED' });
  await v.call('finishSocialLogin', { params: { provider: 'kakao' }, json: { ...first, state: `foreign-${stamp}` }, expect: 400, code: 'SOCIAL_STATE_MISMATCH' });
  const ticket: string = finished?.signUp?.ticket ?? 'tK7_signup_ticket_from_the_server';
  const profile = { ticket, nickName: `바${stamp}`, birthDate: '1961/02/03', gender: 'MALE', regionCode: 11110, consents: CONSENTS };
  await v.call('socialSignUp', { json: { ...profile, nickName: '!' }, expect: 400, code: 'VALIDATION_FAILED' });
  const joined = data(await v.call('socialSignUp', { json: profile, expect: 200 }));
  const tokenS: string = joined?.session?.accessToken ?? (v.prism ? tokenA : '');
  expectTrue(joined?.session?.hasPassword === false && /^kakao[a-z2-9]{7}$/.test(String(joined?.session?.loginId)), 'a social member gets a login id, no password');
  await v.call('socialSignUp', { json: profile, expect: 400, code: 'SOCIAL_TICKET_INVALID' });
  const again = data(await v.call('finishSocialLogin', { params: { provider: 'kakao' }, json: await through('kakao', kakaoAccount), expect: 200 }));
  expectTrue(again?.outcome === 'loggedIn' && again?.session?.memberId === joined?.session?.memberId, 'the same person logs in again');
  await v.call('getMemberInfo', { token: again?.session?.accessToken ?? tokenS, expect: 200 });

  // the only way to log in cannot be unlinked; link Naver, then Kakao may go
  await v.call('unlinkSocial', { token: tokenS, params: { provider: 'kakao' }, expect: 409, code: 'LAST_LOGIN_METHOD' });
  await v.call('startSocialLink', { token: tokenS, params: { provider: 'kakao' }, expect: 409, code: 'SOCIAL_ALREADY_LINKED' });
  const naverAccount = `verify-naver-${stamp}`;
  const linked = data(await v.call('finishSocialLink', { token: tokenS, params: { provider: 'naver' }, json: await through('naver', naverAccount, tokenS), expect: 200 }));
  expectTrue(Array.isArray(linked?.links) && linked.links.length === 2, 'two providers linked');
  const left = data(await v.call('unlinkSocial', { token: tokenS, params: { provider: 'kakao' }, expect: 200 }));
  expectTrue(left?.links?.length === 1 && left.links[0].provider === 'naver', 'kakao unlinked, naver left');
  // the same Naver account on a second member is refused
  await v.call('finishSocialLink', { token: tokenA, params: { provider: 'naver' }, json: await through('naver', naverAccount, tokenA), expect: 409, code: 'SOCIAL_LINKED_ELSEWHERE' });
  // cancelled at the provider
  await v.call('finishSocialLogin', { params: { provider: 'naver' }, json: await through('naver', naverAccount, undefined, true), expect: 400, code: 'SOCIAL_CANCELLED' });
  // the social member leaves (a provider login is a recent login: no password needed)
  await v.call('withdraw', { token: tokenS, expect: 200 });
}
