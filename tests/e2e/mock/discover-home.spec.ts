import { expect, test, type Page } from '../support/test.ts';
import { prefer, preferEach } from '../support/routes.ts';
import { screenshots } from '../support/screens.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { loginAs } from '../support/session.ts';

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });
const banner = (page: Page) => section(page, /나에게 맞는 일을 찾아보세요/);

/** Prism's examples for what home shows: popular postings, the latest caregiver postings in Seoul, dreamers. */
const HOME = {
  '**/v1/recruit/popular*': 'example=nationwide',
  '**/v1/recruit/list*': 'example=caregiverSeoul',
  '**/v1/todo/other/public*': 'example=popular',
  '**/v1/todo/other': 'example=sameJob',
};

test.use({ noInternet: true });
test.beforeEach(({ page }) => preferEach(page, HOME));

test('a visitor sees the banner with popular jobs and a login link, dreamers and the latest postings', async ({ page }) => {
  const recruitAsked = page.waitForRequest((r) => r.url().includes('/v1/recruit/list'));
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const popular = banner(page).getByRole('list');
  await expect(popular.getByRole('listitem')).toHaveCount(2);
  await expect(popular.getByRole('listitem').first()).toContainText('요양보호사');
  await expect(popular.getByRole('listitem').first()).toContainText('채용 1,284건');
  await expect(banner(page).getByRole('link', { name: '로그인하고 시작하기' })).toHaveAttribute('href', '/login');

  const dreamers = section(page, '함께 꿈꾸는 드리머');
  await expect(dreamers.getByRole('link', { name: '직업 정보 더 보기' })).toHaveAttribute('href', '/jobfound');
  await expect(dreamers.getByRole('article')).toHaveCount(2);
  await expect(dreamers.getByRole('link', { name: '늘푸른님의 할 일' })).toHaveAttribute('href', '/otherslist/27');
  await expect(dreamers.getByRole('article').first()).toContainText('부산광역시 해운대구');
  await expect(dreamers.getByRole('article').first()).toContainText('42일째');

  const recruits = section(page, '최신 채용');
  const url = new URL((await recruitAsked).url());
  expect(url.searchParams.get('locationName')).toBeNull();
  await expect(recruits.getByRole('link', { name: '채용 정보 더 보기' })).toHaveAttribute('href', '/jobsearch');
  const posting = recruits.getByRole('link', { name: /방문요양 요양보호사 모집/ });
  await expect(posting).toHaveAttribute('href', 'https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=49123457');
  await expect(posting).toHaveAttribute('target', '_blank');
  await expect(recruits).toContainText('D-3');

  await expectNoAxeViolations(page);
  await screenshots(page, 'discover-home');
  await banner(page).getByRole('link', { name: '로그인하고 시작하기' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a member without a job gets the same banner linking to the questionnaire; postings of their region', async ({ page }) => {
  await loginAs(page);
  await prefer(page, '**/v1/my-dream/todo', 'example=noGroup');
  const recruitAsked = page.waitForRequest((r) => r.url().includes('/v1/recruit/list'));
  await page.goto('/');
  await expect(banner(page).getByRole('link', { name: '나에게 맞는 직업 찾기' })).toHaveAttribute('href', '/onboard');
  await expect(banner(page).getByRole('link', { name: '로그인하고 시작하기' })).toHaveCount(0);
  expect(new URL((await recruitAsked).url()).searchParams.get('locationName')).toBe('서울특별시 종로구');
  const recruits = section(page, '서울특별시 종로구 최신 채용');
  await expect(recruits.getByRole('link', { name: '채용 정보 더 보기' })).toHaveAttribute(
    'href',
    `/jobsearch?location=${encodeURIComponent('서울특별시 종로구')}`,
  );
  await expect(section(page, '함께 꿈꾸는 드리머').getByRole('article')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await screenshots(page, 'discover-home-no-job');
});

test('a member with to-dos sees days dreaming, the job, open to-dos to tick and regional counts', async ({ page }) => {
  await loginAs(page, '김영희');
  await prefer(page, '**/v1/my-dream/todo', 'example=withTodos');
  await page.goto('/');
  const dream = section(page, '김영희님의 꿈');
  await expect(dream).toContainText('요양보호사');
  await expect(dream).toContainText('꿈꾼 지 24일째');
  const open = dream.getByRole('group', { name: '남은 할 일' }).getByRole('checkbox');
  await expect(open).toHaveCount(1); // the finished one is not listed
  const exam = dream.getByRole('checkbox', { name: '요양보호사 필기시험 접수하기' });
  await expect(exam).not.toBeChecked();
  await expect(dream.getByRole('checkbox', { name: '요양보호사 교육기관 알아보기' })).toHaveCount(0);
  await expect(dream.getByRole('link', { name: '나의 할 일 전체 보기' })).toHaveAttribute('href', '/mytodo/list');

  const counts = section(page, '서울특별시 채용 공고 수');
  await expect(counts.getByRole('listitem')).toHaveCount(2);
  await expect(counts).toContainText('1,284건');
  await expect(section(page, '나와 같은 꿈을 꾸는 드리머').getByRole('article')).toHaveCount(1);
  await expect(banner(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshots(page, 'discover-home-member');

  const sent = page.waitForRequest((r) => r.url().endsWith('/v1/my-dream/todo/102/complete-state'));
  await exam.check();
  const request = await sent;
  expect(request.method()).toBe('PATCH');
  expect(request.postDataJSON()).toEqual({ completed: true });
  await expect(page.getByRole('status').filter({ hasText: '할 일을 완료했어요.' })).toBeVisible();
  await expect(exam).toBeChecked(); // stays in place so it can be unticked
  const unsent = page.waitForRequest((r) => r.url().endsWith('/v1/my-dream/todo/102/complete-state'));
  await exam.uncheck();
  expect((await unsent).postDataJSON()).toEqual({ completed: false });
});

test('a failed tick is undone with an error toast', async ({ page }) => {
  await loginAs(page);
  await prefer(page, '**/v1/my-dream/todo', 'example=withTodos');
  await prefer(page, '**/v1/my-dream/todo/*/complete-state', 'code=404, dynamic=false');
  await page.goto('/');
  const exam = page.getByRole('checkbox', { name: '요양보호사 필기시험 접수하기' });
  // click, not check(): the refusal may undo the tick before check() could see it change
  await exam.click();
  await expect(page.getByRole('alert').filter({ hasText: '할 일 상태를 바꾸지 못했습니다. 다시 시도해주세요.' })).toBeVisible();
  await expect(exam).not.toBeChecked();
});

test('empty and failed sections say so: no dreamers, no popular jobs, latest recruitment not loaded', async ({ page }) => {
  await prefer(page, '**/v1/todo/other/public*', 'example=empty');
  await prefer(page, '**/v1/recruit/popular*', 'example=empty');
  await prefer(page, '**/v1/recruit/list*', 'code=400, dynamic=false');
  await page.goto('/');
  await expect(section(page, '함께 꿈꾸는 드리머')).toContainText('아직 함께 꿈꾸는 드리머가 없어요.');
  await expect(banner(page)).toContainText('지금은 진행 중인 채용 공고가 없어요.');
  const recruits = section(page, '최신 채용');
  await expect(recruits.getByRole('alert')).toContainText('데이터를 불러오지 못했습니다.');
  await expect(recruits.getByRole('button', { name: '다시 시도' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'discover-home-empty');
});

test('a member whose own plan fails to load gets a retry, not a blank banner', async ({ page }) => {
  await prefer(page, '**/v1/my-dream/todo', 'code=403, dynamic=false');
  await loginAs(page);
  await page.goto('/');
  await expect(page.getByRole('alert').filter({ hasText: '데이터를 불러오지 못했습니다.' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/mytodo without a token goes home, where the login toast stays 5 seconds (long enough to read)', async ({ page }) => {
  // The page's clock stands still until the test moves it, so a busy machine cannot hide the toast before it is seen.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/mytodo/list');
  await expect(page).toHaveURL(/\/$/);
  const toast = page.getByRole('status').filter({ hasText: '로그인 후 이용 가능한 기능입니다.' });
  await expect(toast).toBeVisible();
  await page.clock.runFor(4999);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1);
  await expect(toast).toHaveCount(0);
});
