// /mypage: what the account screen shows, and how it handles an expired or missing session.
import { expect, test } from '../support/test.ts';
import { envelope } from '../support/bodies.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { topBarProfile } from '../support/member-forms.ts';
import { alertDialog, openAccount, REFRESHED_ACCESS, row, userStore } from '../support/mypage.ts';
import { answer, prefer } from '../support/routes.ts';
import { screenshots } from '../support/screens.ts';
import { loginAs } from '../support/session.ts';

test.describe('/mypage renders', () => {
  test('every part of the account; the top bar follows the server; axe; screenshots', async ({ page }) => {
    await openAccount(page);
    await expect(page).toHaveTitle('내 정보 | 새길');
    await expect(page.getByRole('img', { name: '내 프로필 사진' })).toHaveAttribute(
      'src',
      'https://api.saegil.kr/uploads/profile/42/8f3c2a1e.webp',
    );
    await expect(row(page, '닉네임')).toContainText('새길맘');
    await expect(row(page, '아이디')).toContainText('saegil2026');
    await expect(row(page, '아이디').getByRole('button')).toHaveCount(0); // read-only
    await expect(row(page, '비밀번호')).toContainText('••••••••');
    await expect(row(page, '거주지')).toContainText('서울특별시 종로구');
    await expect(row(page, '생년월일')).toContainText('1968년 5월 17일');
    await expect(page.getByRole('list', { name: '담은 직업' }).getByRole('listitem')).toHaveText(['요양보호사', '바리스타']);
    for (const name of ['닉네임 변경', '비밀번호 변경', '거주지 변경', '관심 직업 변경', '로그아웃', '회원 탈퇴']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(topBarProfile(page)).toHaveAccessibleName('새길맘님');
    expect(await userStore(page)).toEqual({
      nickname: '새길맘',
      regionName: '서울특별시 종로구',
      userImage: 'https://api.saegil.kr/uploads/profile/42/8f3c2a1e.webp',
    });
    await expectNoAxeViolations(page);
    await screenshots(page, 'member-mypage');
  });

  test('a member with no image and no jobs: the default image and an empty job list', async ({ page }) => {
    await openAccount(page, 'newMember');
    await expect(page.getByRole('img', { name: '기본 프로필 사진' })).toBeVisible();
    await expect(page.getByRole('button', { name: '사진 지우기' })).toHaveCount(0);
    await expect(row(page, '관심 직업')).toContainText('아직 담은 직업이 없어요');
    await page.getByRole('button', { name: '관심 직업 변경' }).click();
    const dialog = page.getByRole('dialog', { name: '관심 직업' });
    await expect(dialog).toContainText('아직 담은 직업이 없어요.');
    await expectNoAxeViolations(page);
  });

  test('shows at most the first 5 chosen jobs', async ({ page }) => {
    const jobs = ['요양보호사', '간호조무사', '보육교사', '사회복지사', '직업상담사', '심리상담사', '바리스타'].map(
      (jobName, i) => ({ jobId: i + 1, jobName }),
    );
    await loginAs(page);
    await answer(
      page,
      'member/info',
      envelope({ nickname: '새길맘', loginId: 'saegil2026', profileImage: null, regionName: null, birthDate: '1968/05/17', gender: 'FEMALE', jobs, hasRecoveryCode: true }),
    );
    await page.goto('/mypage');
    await expect(page.getByRole('list', { name: '담은 직업' }).getByRole('listitem')).toHaveText(jobs.slice(0, 5).map((j) => j.jobName));
    await expect(row(page, '거주지')).toContainText('아직 고르지 않았어요');
    await page.getByRole('button', { name: '관심 직업 변경' }).click();
    await expect(page.getByRole('dialog', { name: '관심 직업' }).getByRole('checkbox')).toHaveCount(7);
  });

  test('pending, then a refused load with its message and a way to try again', async ({ page }) => {
    await loginAs(page);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route('**/v1/member/info*', async (route) => {
      calls += 1;
      if (calls === 1) {
        await gate;
        return route.continue({ headers: { ...route.request().headers(), prefer: 'code=429, dynamic=false' } });
      }
      return route.continue({ headers: { ...route.request().headers(), prefer: 'example=memberInfo' } });
    });
    await page.goto('/mypage');
    await expect(page.getByRole('status').filter({ hasText: '내 정보를 불러오는 중이에요…' })).toBeVisible();
    release();
    const failure = page.getByRole('alert').filter({ hasText: '내 정보를 불러오지 못했어요.' });
    await expect(failure).toContainText('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    await expectNoAxeViolations(page);
    await failure.getByRole('button', { name: '다시 불러오기' }).click();
    await expect(row(page, '닉네임')).toContainText('새길맘');
  });
});

test.describe('session handling on /mypage', () => {
  test('TOKEN_EXPIRED: one refresh through /v1/member/auth/refresh, the new tokens stored, the call repeated', async ({ page }) => {
    await loginAs(page);
    await prefer(page, 'member/auth/refresh', 'example=refreshed');
    const infoAuth: string[] = [];
    await page.route('**/v1/member/info*', (route) => {
      infoAuth.push(route.request().headers().authorization ?? '');
      const prefer_ = infoAuth.length === 1 ? 'code=401, example=tokenExpired' : 'example=memberInfo';
      return route.continue({ headers: { ...route.request().headers(), prefer: prefer_ } });
    });
    const refresh = page.waitForRequest('**/v1/member/auth/refresh');
    await page.goto('/mypage');
    expect((await refresh).postDataJSON()).toEqual({ refreshToken: 'e2e-refresh-token' });
    await expect(row(page, '닉네임')).toContainText('새길맘');
    expect(infoAuth).toEqual(['Bearer e2e-access-token', `Bearer ${REFRESHED_ACCESS}`]);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe(REFRESHED_ACCESS);
  });

  test('a refused refresh ends the session like 로그아웃 and goes to /', async ({ page }) => {
    await loginAs(page);
    await prefer(page, 'member/info', 'code=401, example=tokenExpired');
    await prefer(page, 'member/auth/refresh', 'code=401, example=tokenInvalid');
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: '로그인이 만료되었어요. 다시 로그인해주세요.' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
    const left = await page.evaluate(() =>
      ['accessToken', 'refreshToken', 'nickname', 'memberId', 'userStore'].map((k) => localStorage.getItem(k)),
    );
    expect(left).toEqual([null, null, null, null, null]);
  });

  test('a token-requiring call without a stored token says 인증 토큰이 없습니다', async ({ page }) => {
    await openAccount(page);
    await page.evaluate(() => localStorage.removeItem('accessToken'));
    await page.getByRole('button', { name: '닉네임 변경' }).click();
    await page.getByRole('textbox', { name: '새 닉네임' }).fill('바리스타꿈');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(alertDialog(page)).toContainText('인증 토큰이 없습니다. 로그인 후 다시 시도해주세요.');
  });
});
