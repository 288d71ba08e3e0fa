// Journey, part 1: reference data, sign-up and duplicate checks, login, refresh rotation, logout, the token
// every member-only operation needs, and the account operations.
import { CONSENTS, PASSWORD, data, form, hugePng, png, textAsPng } from './kit.ts';
import type { Journey } from './kit.ts';
import { MOCK_REQUESTS } from '../../support/requests.ts';
import { isBearerOnly, operations } from '../contract.ts';

/** What this part hands on to the later ones. */
export type Accounts = Awaited<ReturnType<typeof accounts>>;

export async function accounts(journey: Journey) {
  const { v, expectTrue, stamp, idA, idB, nickA, nickB } = journey;
  // ── public reference data ──
  const regions = data(await v.call('getAllRegions', { expect: 200 }));
  const regionCode: number = regions?.[0]?.regionCode ?? 11110;
  expectTrue(Array.isArray(regions) && regions.length >= 70, 'region list holds the seven cities’ districts');

  // ── sign-up and duplicate checks ──
  const freeIdAnswer = await v.call<{ duplicated?: boolean; data?: { duplicated?: boolean } }>('checkLoginId', { query: { loginId: idA }, expect: 200 });
  const freeId = freeIdAnswer.body?.data;
  expectTrue(freeId?.duplicated === false, 'an unused login id is not duplicated');
  expectTrue(freeIdAnswer.body?.duplicated === freeId?.duplicated, 'duplicated is also at the top of the answer (original wire format)');
  await v.call('checkLoginId', { expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('checkNickname', { query: { nickname: nickA }, expect: 200 });
  await v.call('checkNickname', { query: { nickname: '아주아주긴닉네임입니다' }, expect: 400, code: 'VALIDATION_FAILED' });

  const member = (loginId: string, nickName: string) => ({
    loginId,
    password: PASSWORD,
    nickName,
    birthDate: '1966/05/20',
    gender: 'FEMALE',
    regionCode,
    consents: CONSENTS,
  });
  // the original client's request has no consents: refused, and no account is made (decision 0007, 0012)
  const { consents: _none, ...bare } = member(idA, nickA);
  await v.call('signUp', { json: bare, expect: 400, code: 'CONSENT_REQUIRED' });
  await v.call('signUp', { json: { ...bare, consents: { terms: CONSENTS.terms } }, expect: 400, code: 'CONSENT_REQUIRED' });
  await v.call('signUp', { json: member(idA, nickA), expect: 200 });
  await v.call('signUp', { json: member(idB, nickB), expect: 200 });
  await v.call('signUp', { json: member(idA, `다${stamp}`), expect: 409, code: 'DUPLICATE_LOGIN_ID' });
  await v.call('signUp', { json: member(`vc${stamp}`, nickA), expect: 409, code: 'DUPLICATE_NICKNAME' });
  await v.call('signUp', {
    json: { ...member('ab', '!'), password: 'short' },
    expect: 400,
    code: 'VALIDATION_FAILED',
  });
  const takenId = data(await v.call('checkLoginId', { query: { loginId: idA }, expect: 200 }));
  expectTrue(takenId?.duplicated === true, 'a used login id is duplicated');

  // ── login, refresh rotation ──
  const loginA = data(await v.call('login', { json: { loginId: idA, password: PASSWORD }, expect: 200 }));
  let tokenA: string = loginA?.accessToken;
  const firstRefresh: string = loginA?.refreshToken;
  const tokenB: string = data(await v.call('login', { json: { loginId: idB, password: PASSWORD }, expect: 200 }))?.accessToken;
  await v.call('login', { json: { loginId: idA, password: 'Wrong!2026' }, expect: 401, code: 'LOGIN_FAILED' });
  await v.call('login', { json: { loginId: '', password: '' }, expect: 400, code: 'VALIDATION_FAILED' });
  const rotated = data(await v.call('refreshToken', { json: { refreshToken: firstRefresh }, expect: 200 }));
  expectTrue(rotated?.refreshToken !== firstRefresh, 'refresh returns a new refresh token');
  // a just-rotated token is honoured for a few seconds (two tabs renewing at once) until its successor is used;
  // using the new one ends that grace, so the old one is then a reuse
  const renewedAgain = data(await v.call('refreshToken', { json: { refreshToken: rotated?.refreshToken }, expect: 200 }));
  tokenA = renewedAgain?.accessToken ?? tokenA;
  await v.call('refreshToken', { json: { refreshToken: firstRefresh }, expect: 401, code: 'TOKEN_INVALID' });
  // the reused refresh token ended every login of A, access tokens included: A logs in again
  await v.call('getMemberInfo', { token: tokenA, expect: 401, code: 'TOKEN_INVALID' });
  tokenA = data(await v.call('login', { json: { loginId: idA, password: PASSWORD }, expect: 200 }))?.accessToken ?? tokenA;
  await v.call('refreshToken', { json: {}, expect: 400, code: 'VALIDATION_FAILED' });

  // ── logout: ends that login on the server, answers 200 again ──
  const secondLogin = data(await v.call('login', { json: { loginId: idB, password: PASSWORD }, expect: 200 }));
  await v.call('logout', { json: { refreshToken: secondLogin?.refreshToken }, expect: 200 });
  await v.call('logout', { json: { refreshToken: secondLogin?.refreshToken }, expect: 200 });
  await v.call('refreshToken', { json: { refreshToken: secondLogin?.refreshToken }, expect: 401, code: 'TOKEN_INVALID' });
  await v.call('getMemberInfo', { token: secondLogin?.accessToken, expect: 401, code: 'TOKEN_INVALID' });
  await v.call('logout', { json: {}, expect: 400, code: 'VALIDATION_FAILED' });

  // ── every member-only operation refuses a missing and a bad token ──
  // (each with an otherwise valid request, so only the token is wrong)
  for (const [operationId, op] of operations) {
    if (!isBearerOnly(op)) continue;
    const request = MOCK_REQUESTS[operationId];
    const params = { todoGroupId: 1, todoId: 1, jobId: 1, id: '1', trprId: 'AIG1', shareId: 1, provider: 'kakao' };
    for (const [token, code] of [[null, 'TOKEN_MISSING'], ['not-a-token', 'TOKEN_INVALID']] as const) {
      await v.call(operationId, { params, query: request?.query, json: request?.json, form: request?.form?.(), token, expect: 401, code });
    }
  }

  // ── consents: recorded at sign-up, agreed again, an old version refused ──
  const consent = data(await v.call('getConsent', { token: tokenA, expect: 200 }));
  expectTrue(consent?.needsAgreement === false, 'a member who agreed at sign-up is not asked again');
  const terms = consent?.items?.find((item: { kind: string }) => item.kind === 'terms');
  expectTrue(terms?.agreedVersion === CONSENTS.terms && typeof terms?.agreedAt === 'string', 'the agreed version and time are recorded');
  await v.call('agreeConsent', { token: tokenA, json: { ...CONSENTS, news: true }, expect: 200 });
  await v.call('agreeConsent', { token: tokenA, json: { terms: '2000-01-01' }, expect: 400, code: 'CONSENT_REQUIRED' });

  // ── account ──
  const info = data(await v.call('getMemberInfo', { token: tokenA, expect: 200 }));
  expectTrue(info?.loginId === idA && info?.nickname === nickA, 'member info is the caller’s');
  await v.call('changePassword', {
    token: tokenA,
    json: { newPassword: 'Changed!2026', newPasswordCheck: 'Different!2026' },
    expect: 400,
    code: 'VALIDATION_FAILED',
  });
  await v.call('changePassword', {
    token: tokenA,
    json: { currentPassword: 'Wrong!2026', newPassword: 'Changed!2026', newPasswordCheck: 'Changed!2026' },
    expect: 400,
    code: 'WRONG_PASSWORD',
  });
  await v.call('changePassword', {
    token: tokenA,
    json: { currentPassword: PASSWORD, newPassword: 'Changed!2026', newPasswordCheck: 'Changed!2026' },
    expect: 200,
  });
  await v.call('login', { json: { loginId: idA, password: 'Changed!2026' }, expect: 200 });
  await v.call('changeNickname', { token: tokenA, json: { newNickName: nickB }, expect: 409, code: 'DUPLICATE_NICKNAME' });
  await v.call('changeNickname', { token: tokenA, json: { newNickName: '!!' }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('changeNickname', { token: tokenA, json: { newNickName: `라${stamp}` }, expect: 200 });
  await v.call('changeRegion', { token: tokenA, json: { newRegionCode: 99999 }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('changeRegion', { token: tokenA, json: { newRegionCode: regionCode }, expect: 200 });
  await v.call('uploadProfileImage', { token: tokenA, form: form({ file: png() }), expect: 200 });
  await v.call('uploadProfileImage', { token: tokenA, form: form({ file: textAsPng() }), expect: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  await v.call('uploadProfileImage', { token: tokenA, form: form({ file: hugePng() }), expect: 413, code: 'PAYLOAD_TOO_LARGE' });
  await v.call('uploadProfileImage', { token: tokenA, form: form({}), expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('deleteProfileImage', { token: tokenA, expect: 200 });

  // ── a forgotten password (issue 27): the sign-up code resets it once, a new code comes back, other logins end ──
  const idR = `vr${stamp}`;
  const signedUpR = data(await v.call('signUp', { json: member(idR, `마${stamp}`), expect: 200 }));
  const codeR: string = signedUpR?.recoveryCode ?? '';
  expectTrue(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){4}$/.test(codeR), 'sign-up answers a recovery code once');
  const loginR = data(await v.call('login', { json: { loginId: idR, password: PASSWORD }, expect: 200 }));
  await v.call('renewRecoveryCode', { token: loginR?.accessToken, json: { currentPassword: 'Wrong!2026' }, expect: 400, code: 'WRONG_PASSWORD' });
  await v.call('renewRecoveryCode', { token: loginR?.accessToken, json: { currentPassword: '' }, expect: 400, code: 'VALIDATION_FAILED' });
  const renewedR: string = data(await v.call('renewRecoveryCode', { token: loginR?.accessToken, json: { currentPassword: PASSWORD }, expect: 200 }))?.recoveryCode ?? '';
  expectTrue(renewedR !== codeR, 'a new recovery code differs from the old one');
  // the old code died with the new one; an unknown id answers the same
  await v.call('resetPassword', { json: { loginId: idR, recoveryCode: codeR, newPassword: 'Reset!2026' }, expect: 401, code: 'RECOVERY_FAILED' });
  await v.call('resetPassword', { json: { loginId: `vx${stamp}`, recoveryCode: renewedR, newPassword: 'Reset!2026' }, expect: 401, code: 'RECOVERY_FAILED' });
  await v.call('resetPassword', { json: { loginId: idR, recoveryCode: renewedR, newPassword: 'weak' }, expect: 400, code: 'VALIDATION_FAILED' });
  const resetR = data(
    await v.call('resetPassword', { json: { loginId: idR.toUpperCase(), recoveryCode: renewedR.toLowerCase().replaceAll('-', ' '), newPassword: 'Reset!2026' }, expect: 200 }),
  );
  expectTrue(resetR?.loginId === idR && typeof resetR?.recoveryCode === 'string' && resetR.recoveryCode !== renewedR, 'a reset answers the login id and a new code');
  await v.call('getMemberInfo', { token: loginR?.accessToken, expect: 401, code: 'PASSWORD_CHANGED' });
  await v.call('refreshToken', { json: { refreshToken: loginR?.refreshToken }, expect: 401, code: 'PASSWORD_CHANGED' });
  await v.call('login', { json: { loginId: idR, password: 'Reset!2026' }, expect: 200 });
  return { tokenA, tokenB };
}
