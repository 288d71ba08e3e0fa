// What a course is worth and deadlines that don't slip by, against the reference server: the screens show the
// server's own figures, and a member's scraps closing within 7 days appear on home.
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { type Course, type Posting, type TrainingListData } from '../support/live-data.ts';
import { apiData, type Member, newMember, useSession } from '../support/members.ts';
import { stubOutside } from '../support/routes.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';


test.describe.configure({ timeout: 120_000 });

const courseCards = (page: Page) => page.getByRole('region', { name: /교육 과정/ }).getByRole('article');
const filters = (page: Page) => page.getByRole('region', { name: '검색 조건' });
const rate = (value: number | null) => (value === null ? '아직 집계 전' : `${Number.isInteger(value) ? value : value.toFixed(1)}%`);

/** A job whose first page of courses (default order) has both a counted course and one not counted yet. */
async function jobWithBothKinds(request: APIRequestContext): Promise<{ job: string; courses: Course[] }> {
  for (const job of ['요양보호사', '사무보조원', '급식도우미', '간호조무사', '사회복지사', '경리사무원', '보육교사', '바리스타']) {
    const data = await apiData<TrainingListData>(request, `/v1/training/list?jobName=${encodeURIComponent(job)}&pageSize=10`);
    const rates = data.srchList.map((c) => c.eiEmplRate6);
    if (rates.includes(null) && rates.some((r) => r !== null)) return { job, courses: data.srchList };
  }
  throw new Error('no job with both counted and uncounted courses on its first page');
}

test('course cards and the detail dialog show the server’s outcome figures; 취업률 높은 순 puts the highest first', async ({ page, request }) => {
  const { job, courses } = await jobWithBothKinds(request);
  await page.goto('/learning');
  await expect(courseCards(page).first()).toBeVisible();
  await filters(page).getByRole('button', { name: job, exact: true }).click();
  await expect(courseCards(page).first()).toContainText(courses[0]!.title);
  for (const [index, course] of courses.entries()) {
    await expect(courseCards(page).nth(index)).toContainText(`수료 후 6개월 취업률 ${rate(course.eiEmplRate6)}`);
  }

  const counted = courses.findIndex((c) => c.eiEmplRate6 !== null);
  const course = courses[counted]!;
  await courseCards(page).nth(counted).getByRole('button', { name: course.title, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`수료 후 3개월 취업률${rate(course.eiEmplRate3)}`);
  await expect(dialog).toContainText(`수료 후 6개월 취업률${rate(course.eiEmplRate6)}`);
  await expect(dialog).toContainText(`수강생 만족도${course.stdgScor === null ? '아직 집계 전' : `${rate(course.stdgScor).replace('%', '점')}`}`);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  const best = await apiData<TrainingListData>(request, `/v1/training/list?jobName=${encodeURIComponent(job)}&pageSize=10&sortBy=${encodeURIComponent('취업률 높은 순')}`);
  await page.getByRole('combobox', { name: '정렬' }).click();
  await page.getByRole('option', { name: '취업률 높은 순', exact: true }).click();
  await expect(courseCards(page).first()).toContainText(best.srchList[0]!.title);
  await expect(courseCards(page).first()).toContainText(`수료 후 6개월 취업률 ${rate(best.srchList[0]!.eiEmplRate6)}`);
  const rates = best.srchList.map((c) => c.eiEmplRate6).filter((r): r is number => r !== null);
  expect(rates).toEqual([...rates].sort((a, b) => b - a));
  await expectNoAxeViolations(page);
});

async function scrap(request: APIRequestContext, member: Member, id: string) {
  const response = await request.post(`/v1/scrap/recruit/${id}`, { headers: { authorization: `Bearer ${member.accessToken}` } });
  expect(response.status(), await response.text()).toBe(200);
}

test('home shows 마감이 다가오는 스크랩 for the member’s scraps closing within 7 days, nearest first', async ({ page, request }) => {
  await stubOutside(page);
  const member = await newMember(request, 'd');
  // open postings with a deadline of their own, nearest first, from the server
  const nearest = await apiData<{ job: Posting[] }>(request, '/v1/recruit/list?count=50');
  const withDeadline = nearest.job.filter((p) => p.closeType === '접수마감일');
  const soon = withDeadline.filter((p) => Number(p.deadline.slice(2)) <= 7).slice(-2);
  expect(soon.length).toBe(2);
  const later = await apiData<{ job: Posting[] }>(request, `/v1/recruit/list?count=5&sortBy=${encodeURIComponent('마감 여유순')}`);
  const far = later.job.find((p) => p.closeType === '접수마감일' && Number(p.deadline.slice(2)) > 7)!;
  for (const posting of [...soon, far]) await scrap(request, member, posting.id);

  await useSession(page, member);
  await page.goto('/');
  const panel = page.getByRole('region', { name: '마감이 다가오는 스크랩' });
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  for (const [index, posting] of soon.entries()) {
    const item = panel.getByRole('listitem').nth(index);
    await expect(item).toContainText(posting.title);
    await expect(item).toContainText(posting.deadline === 'D-0' ? 'D-day' : posting.deadline);
  }
  await expect(panel).not.toContainText(far.title);
  await expectNoAxeViolations(page);

  await panel.getByRole('link', { name: '스크랩한 채용 정보 보기' }).click();
  await expect(page).toHaveURL(/\/mytodo\/scrap\/job$/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
});

test('a member without closing scraps sees no panel', async ({ page, request }) => {
  await stubOutside(page);
  const member = await newMember(request, 'e');
  await useSession(page, member);
  const answered = page.waitForResponse((r) => r.url().includes('/v1/scrap/recruit/closing-soon'));
  await page.goto('/');
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('region', { name: /최신 채용/ })).toBeVisible();
  await expect(page.getByRole('region', { name: '마감이 다가오는 스크랩' })).toHaveCount(0);
});
