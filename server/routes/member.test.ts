// Member info and its changes: password, nickname, region. (Saved jobs and authorization: member-access.test.ts.)
import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../test-support/index.ts';

const t = useTestApp();

describe('member info', () => {
  it('shows the account with saved jobs in saving order and no password', async () => {
    const member = await t.createMember({ regionCode: 30200, birthDate: '1960/12/31', gender: 'MALE' });
    await t.insertJobGroups(member, [18, 1]);
    const data = await t.memberInfo(member);
    expect(data).toEqual({
      nickname: member.nickName,
      loginId: member.loginId,
      profileImage: null,
      regionName: '대전광역시 유성구',
      birthDate: '1960/12/31',
      gender: 'MALE',
      jobs: [
        { jobId: 1, jobName: '요양보호사' },
        { jobId: 18, jobName: '바리스타' },
      ],
      hasRecoveryCode: true, // signed up with one
    });
  });

  it('shows the demo account with its saved job', async () => {
    const demo = await t.demoMember();
    const data = await t.memberInfo(demo);
    expect(data.jobs).toEqual([{ jobId: 1, jobName: '요양보호사' }]);
    expect(data.regionName).toBe('서울특별시 종로구');
  });
});

describe('password change', () => {
  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const member = await t.createMember();
    const { status, body } = await t.call({
      method: 'PUT',
      url: '/v1/member/password',
      headers: member.auth,
      payload: { newPassword: 'Dream#2027', newPasswordCheck: 'Dream#2027' },
    });
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect((await t.call({ method: 'POST', url: '/v1/member/auth/login', payload: { loginId: member.loginId, password: 'Dream#2027' } })).status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/v1/member/auth/login', payload: { loginId: member.loginId, password: member.password } })).status).toBe(401);
    // the device that changed it stays logged in
    expect((await t.call({ method: 'GET', url: '/v1/member/info', headers: member.auth })).status).toBe(200);
  });

  it('signs out every other device: their refresh tokens stop working, this device keeps renewing', async () => {
    const member = await t.createMember();
    const otherDevice = await t.login(member.loginId, member.password);
    const refresh = (refreshToken: string) => t.call({ method: 'POST', url: '/v1/member/auth/refresh', payload: { refreshToken } });
    // this device has already renewed once: the login it belongs to is followed through rotation
    const renewed = (await refresh(member.refreshToken)).body.data;
    const changed = await t.call({
      method: 'PUT',
      url: '/v1/member/password',
      headers: bearer(renewed.accessToken),
      payload: { newPassword: 'Dream#2027', newPasswordCheck: 'Dream#2027' },
    });
    expect(changed.status).toBe(200);

    const other = await refresh(otherDevice.refreshToken);
    expect(other.status).toBe(401);
    // issue 25.10: the other device is told why, once (not "expired" and then "log in")
    expect(other.body).toMatchObject({ success: false, code: 'PASSWORD_CHANGED', message: '다른 기기에서 비밀번호가 바뀌었습니다. 새 비밀번호로 다시 로그인해주세요.' });
    const same = await refresh(renewed.refreshToken);
    expect(same.status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/v1/member/info', headers: bearer(same.body.data.accessToken) })).status).toBe(200);
  });

  it.each([
    ['Ab1!', '8자 이상 입력해주세요'],
    ['Abcdefgh1!Abcdefg', '16자 이하로 입력해주세요'],
    ['ABCDEFG1!', '소문자를 포함해주세요'],
    ['abcdefg1!', '대문자를 포함해주세요'],
    ['Abcdefgh!', '숫자를 포함해주세요'],
    ['Abcdefgh1', '특수문자를 포함해주세요'],
  ])('newPassword %j → %s', async (newPassword, message) => {
    const member = await t.createMember();
    const { status, body } = await t.call({ method: 'PUT', url: '/v1/member/password', headers: member.auth, payload: { newPassword, newPasswordCheck: newPassword } });
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ field: 'body.newPassword', message });
    expect((await t.call({ method: 'POST', url: '/v1/member/auth/login', payload: { loginId: member.loginId, password: member.password } })).status).toBe(200);
  });

  it('refuses a confirmation that does not match', async () => {
    const member = await t.createMember();
    const { status, body } = await t.call({
      method: 'PUT',
      url: '/v1/member/password',
      headers: member.auth,
      payload: { newPassword: 'Dream#2027', newPasswordCheck: 'Dream#2028' },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: 'body.newPasswordCheck', message: '비밀번호가 일치하지 않습니다' }]);
  });
});

describe('nickname change', () => {
  it('changes the nickname', async () => {
    const member = await t.createMember();
    const { status } = await t.call({ method: 'PUT', url: '/v1/member/nickname', headers: member.auth, payload: { newNickName: '바리스타꿈' } });
    expect(status).toBe(200);
    expect((await t.memberInfo(member)).nickname).toBe('바리스타꿈');
  });

  it('accepts the current nickname as is, refuses one another member uses', async () => {
    const alice = await t.createMember();
    const bob = await t.createMember();
    expect((await t.call({ method: 'PUT', url: '/v1/member/nickname', headers: alice.auth, payload: { newNickName: alice.nickName } })).status).toBe(200);
    const taken = await t.call({ method: 'PUT', url: '/v1/member/nickname', headers: alice.auth, payload: { newNickName: bob.nickName } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'DUPLICATE_NICKNAME', message: '이미 사용 중인 닉네임입니다.' });
    expect((await t.memberInfo(alice)).nickname).toBe(alice.nickName);
  });

  it.each([
    ['   ', '2자 이상 8자 이내의 한글, 영문, 숫자만 입력해주세요.'],
    ['가', '2자 이상 8자 이내의 한글, 영문, 숫자만 입력해주세요.'],
    ['가나다라마바사아자', '2자 이상 8자 이내의 한글, 영문, 숫자만 입력해주세요.'],
    ['새길#', '특수문자를 없애주세요'],
  ])('newNickName %j → %s', async (newNickName, message) => {
    const member = await t.createMember();
    const { status, body } = await t.call({ method: 'PUT', url: '/v1/member/nickname', headers: member.auth, payload: { newNickName } });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: 'body.newNickName', message }]);
  });
});

describe('region change', () => {
  it('changes the region and answers the new one', async () => {
    const member = await t.createMember();
    const { status, body } = await t.call({ method: 'PUT', url: '/v1/member/region', headers: member.auth, payload: { newRegionCode: 26350 } });
    expect(status).toBe(200);
    expect(body.data).toEqual({ regionCode: 26350, regionName: '부산광역시 해운대구' });
    expect((await t.memberInfo(member)).regionName).toBe('부산광역시 해운대구');
  });

  it.each([
    [11111, '존재하지 않는 지역입니다.'],
    [100, '존재하지 않는 지역입니다.'],
    ['부산', '숫자를 입력해주세요.'],
  ])('newRegionCode %j → %s', async (newRegionCode, message) => {
    const member = await t.createMember();
    const { status, body } = await t.call({ method: 'PUT', url: '/v1/member/region', headers: member.auth, payload: { newRegionCode } });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: 'body.newRegionCode', message }]);
    expect((await t.memberInfo(member)).regionName).toBe('서울특별시 종로구');
  });
});
