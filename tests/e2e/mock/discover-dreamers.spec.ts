// /others/{jobId} and /otherslist/{todoGroupId}: the dreamers of a job and one dreamer's list.
import { expect, test } from '../support/test.ts';
import { envelope } from '../support/bodies.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { dreamer } from '../support/discover-bodies.ts';
import { prefer } from '../support/routes.ts';
import { navigateInApp, screenshots } from '../support/screens.ts';
import { loginAs } from '../support/session.ts';

test.use({ noInternet: true });

test.describe('/others/{jobId}', () => {
  test('lists every dreamer of the job, paged, with a back button', async ({ page }) => {
    await page.route('**/v1/todo/other/1*', (route) => {
      const n = Number(new URL(route.request().url()).searchParams.get('page') ?? 0);
      const content = Array.from({ length: 8 }, (_, i) => dreamer(n * 8 + i + 1));
      return route.fulfill({ json: envelope({ content, totalPages: 3, totalElements: 20, number: n, size: 8 }) });
    });
    await page.goto('/jobinfo/1');
    await page.goto('/others/1');
    await expect(page.getByRole('heading', { level: 1, name: '같은 꿈을 꾸는 드리머' })).toBeVisible();
    await expect(page.getByText('요양보호사 준비 중인 회원 20명')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(8);
    await expect(page.getByRole('link', { name: '드리머1님의 할 일' })).toHaveAttribute('href', '/otherslist/1');

    const pager = page.getByRole('navigation', { name: '드리머 목록 페이지' });
    const asked = page.waitForRequest((r) => r.url().includes('/v1/todo/other/1?page=2'));
    await pager.getByRole('button', { name: /^3\s?쪽$/ }).click();
    await asked;
    await expect(page.getByRole('link', { name: '드리머17님의 할 일' })).toBeVisible();
    await expect(page).toHaveURL(/\/others\/1\?page=3$/);

    await expectNoAxeViolations(page);
    await screenshots(page, 'discover-others');
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL(/\/others\/1$/);
  });

  test('a dreamer with no public to-do shows a plain line instead of an empty card, and so does their list', async ({ page }) => {
    await page.route('**/v1/todo/other/5*', (route) =>
      route.fulfill({
        json: envelope({ content: [{ ...dreamer(41), todoCount: 0, todos: [] }, dreamer(42)], totalPages: 1, totalElements: 2, number: 0, size: 8 }),
      }),
    );
    await page.route('**/v1/todo/41', (route) =>
      route.fulfill({
        json: envelope({ todoGroupId: 41, memberNickname: '드리머41', profileImage: null, daysAgo: 3, jobName: '요양보호사', totalView: 12, todos: [] }),
      }),
    );
    await page.goto('/others/5');
    const shy = page.getByRole('article').filter({ has: page.getByRole('link', { name: '드리머41님의 할 일' }) });
    await expect(shy).toContainText('아직 공개한 할 일이 없어요.');
    await expect(shy.getByRole('list', { name: '할 일 미리보기' })).toHaveCount(0);
    const busy = page.getByRole('article').filter({ has: page.getByRole('link', { name: '드리머42님의 할 일' }) });
    await expect(busy.getByRole('list', { name: '할 일 미리보기' })).toBeVisible();
    await expect(busy).not.toContainText('아직 공개한 할 일이 없어요.');
    await expectNoAxeViolations(page);
    await shy.getByRole('link', { name: '드리머41님의 할 일' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '드리머41님' })).toBeVisible();
    await expect(page.getByText('아직 공개한 할 일이 없어요.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('no dreamers yet, an unknown job and a failure each have their message', async ({ page }) => {
    await prefer(page, '**/v1/todo/other/2*', 'example=empty');
    await page.goto('/others/2');
    await expect(page.getByText('아직 이 직업을 준비하는 드리머가 없어요.')).toBeVisible();
    await expectNoAxeViolations(page);

    await prefer(page, '**/v1/todo/other/3*', 'code=404, dynamic=false');
    await page.goto('/others/3');
    await expect(page.getByText('존재하지 않는 직업입니다.')).toBeVisible();

    await prefer(page, '**/v1/todo/other/4*', 'code=400, dynamic=false');
    await page.goto('/others/4');
    await expect(page.getByRole('alert').filter({ hasText: '오류가 발생했습니다.' })).toBeVisible();
  });

  test('a non-numeric job id goes back', async ({ page }) => {
    await page.goto('/jobinfo/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // an in-app navigation to the bad address, as a link would make it
    await navigateInApp(page, '/others/abc');
    await expect(page).toHaveURL(/\/jobinfo\/1$/);
  });

  test('a non-numeric job id opened directly goes to the job encyclopedia', async ({ page }) => {
    await page.goto('/others/abc');
    await expect(page).toHaveURL(/\/jobfound$/);
  });

  test('axe as a member', async ({ page }) => {
    await loginAs(page);
    await page.goto('/others/5');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '불러오는 중' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('/otherslist/{todoGroupId}', () => {
  test('shows another member’s list read-only: profile, nickname, 할 일 목록 with check state and 메모 buttons', async ({ page }) => {
    await prefer(page, '**/v1/todo/27', 'example=dreamer');
    await page.goto('/otherslist/27');
    await expect(page.getByRole('heading', { level: 1, name: '늘푸른님' })).toBeVisible();
    await expect(page.getByRole('img', { name: '늘푸른님의 프로필 사진' })).toHaveAttribute('src', 'https://cdn.saegil.kr/profile/877.jpg');
    await expect(page.getByText('조회수 213')).toBeVisible();
    const list = page.getByRole('region', { name: '할 일 목록' });
    await expect(list.getByRole('heading', { level: 2, name: '할 일 목록' })).toBeVisible();
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('완료: 요양보호사 교육원 등록하기');
    await expect(items.nth(1)).toContainText('진행 중: 실습 80시간 채우기');
    await expect(list.getByRole('link', { name: /메모/ })).toHaveCount(1);
    await expect(list.getByRole('link', { name: /요양보호사 교육원 등록하기 ?메모/ })).toHaveAttribute('href', '/othertodo/memo/88');
    // read-only: nothing to tick, add, edit or delete
    await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: /추가|수정|삭제/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '뒤로 가기' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'discover-otherslist');
  });

  test('a member without a profile image gets the default one; loading shows a loader', async ({ page }) => {
    await loginAs(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/todo/31', async (route) => {
      await held;
      await route.fulfill({
        json: envelope({
          todoGroupId: 31,
          memberNickname: '커피향기',
          profileImage: null,
          daysAgo: 3,
          jobName: '바리스타',
          totalView: 4,
          todos: [{ todoId: 210, title: '바리스타 2급 자격증 알아보기', completed: false, isMemoExist: true, isPublic: false }],
        }),
      });
    });
    await page.goto('/otherslist/31');
    await expect(page.getByRole('status').filter({ hasText: '불러오는 중...' })).toBeVisible();
    release();
    await expect(page.getByRole('img', { name: '커피향기님의 프로필 사진' })).toHaveAttribute('src', /default-profile/);
    // a memo that is not public has no 메모 button
    await expect(page.getByRole('link', { name: /메모/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('no data says 데이터가 없습니다.; a failure says an error occurred', async ({ page }) => {
    // an id that is not a number is not asked for at all
    await page.goto('/otherslist/abc');
    await expect(page.getByText('데이터가 없습니다.')).toBeVisible();
    await prefer(page, '**/v1/todo/5', 'code=404, dynamic=false');
    await page.goto('/otherslist/5');
    await expect(page.getByText('데이터가 없습니다.')).toBeVisible();
    await expectNoAxeViolations(page);
    await prefer(page, '**/v1/todo/6', 'code=400, dynamic=false');
    await page.goto('/otherslist/6');
    await expect(page.getByRole('alert').filter({ hasText: '오류가 발생했습니다.' })).toBeVisible();
  });
});
