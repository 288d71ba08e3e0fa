// The job encyclopedia against the reference server's 20 seeded jobs: Korean order over the pages, the filter
// chips, and the empty state for a combination no job has.
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';

interface JobFacts {
  jobId: number;
  jobName: string;
  require: string;
  workTime: string;
  physical: string;
}

const korean = new Intl.Collator('ko');
const inKoreanOrder = (names: readonly string[]) => [...names].sort(korean.compare);

/** Every job with the facts the filters look at, read from the API (list pages, then each detail). */
async function allJobs(request: APIRequestContext): Promise<JobFacts[]> {
  const ids: number[] = [];
  for (let pageNum = 0; ; pageNum++) {
    const response = await request.get(`/v1/job/list?pageNum=${pageNum}`);
    const { data } = (await response.json()) as { data: { content: { jobId: number }[]; totalPages: number } };
    ids.push(...data.content.map((job) => job.jobId));
    if (pageNum + 1 >= data.totalPages) break;
  }
  return Promise.all(
    ids.map(async (id) => ((await (await request.get(`/v1/job/detail/${id}`)).json()) as { data: JobFacts }).data),
  );
}

const grid = (page: Page) => page.getByRole('main').getByRole('list').filter({ has: page.getByRole('article') });
const shownNames = (page: Page) => grid(page).getByRole('heading', { level: 2 }).allTextContents();
const pager = (page: Page) => page.getByRole('navigation', { name: '직업 목록 페이지' });
const pageButton = (page: Page, n: number) => pager(page).getByRole('button', { name: new RegExp(`^${n}\\s?쪽$`) });
const chip = (page: Page, group: string, value: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name: value, exact: true });

/** Waits for the list to settle on `count` results (the count line is the page's status) and reads the names. */
async function namesFor(page: Page, count: number) {
  await expect(page.getByRole('status').filter({ hasText: `조건에 맞는 직업 ${count}개` })).toBeVisible();
  await expect(grid(page)).not.toHaveAttribute('aria-busy', 'true');
  return shownNames(page);
}

test.use({ noInternet: true });

test('all jobs in Korean order, nine a page over three pages, with working pictures and links', async ({ page, request }) => {
  const jobs = await allJobs(request);
  expect(jobs).toHaveLength(20);
  const expected = inKoreanOrder(jobs.map((job) => job.jobName));

  await page.goto('/jobfound');
  await expect(page.getByRole('heading', { level: 1, name: '직업 정보' })).toBeVisible();
  const first = await namesFor(page, 20);
  expect(first).toHaveLength(9);
  expect(first[0]).toBe('간호조무사');

  await expect(pager(page).getByRole('button', { name: /쪽$/ })).toHaveText(['1쪽', '2쪽', '3쪽']);
  await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
  // three pages fit one block: neither block arrow has anywhere to go
  await expect(pager(page).getByRole('button', { name: '이전 페이지 묶음' })).toBeDisabled();
  await expect(pager(page).getByRole('button', { name: '다음 페이지 묶음' })).toBeDisabled();

  // every picture on the page is a real image from the server
  const images = grid(page).getByRole('article').locator('img');
  for (let i = 0; i < (await images.count()); i++) {
    await images.nth(i).scrollIntoViewIfNeeded();
    await expect.poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }

  const names = [...first];
  for (const n of [2, 3]) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await pageButton(page, n).click();
    await expect(page).toHaveURL(new RegExp(`page=${n}$`));
    await expect(pageButton(page, n)).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(grid(page).getByRole('heading', { level: 2 }).first()).not.toHaveText(names.at(-9)!);
    names.push(...(await namesFor(page, 20)));
  }
  expect(names).toEqual(expected);
  expect(new Set(names).size).toBe(20);

  // a card's name is the link to its detail; Back returns to the same page of the list
  const last = names.at(-1)!;
  await page.getByRole('link', { name: last, exact: true }).click();
  await expect(page).toHaveURL(/\/jobinfo\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: last })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/jobfound\?page=3$/);
  await expect(grid(page).getByRole('heading', { level: 2 }).last()).toHaveText(last);
});

test('filter chips narrow the list, the same chip again clears it, and no match shows the empty state', async ({
  page,
  request,
}) => {
  const jobs = await allJobs(request);
  const matching = (filter: Partial<JobFacts>) =>
    inKoreanOrder(
      jobs
        .filter((job) => Object.entries(filter).every(([key, value]) => job[key as keyof JobFacts] === value))
        .map((job) => job.jobName),
    );

  await page.goto('/jobfound');
  await namesFor(page, 20);

  // certificate required: more than one page; page 2 of the filtered list, then another filter starts at page 1
  const required = matching({ require: '필요함' });
  expect(required.length).toBeGreaterThan(9);
  await chip(page, '자격증', '필요함').click();
  await expect(chip(page, '자격증', '필요함')).toHaveAttribute('aria-pressed', 'true');
  expect(await namesFor(page, required.length)).toEqual(required.slice(0, 9));
  await pageButton(page, 2).click();
  await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
  await expect(grid(page).getByRole('heading', { level: 2 })).toHaveText(required.slice(9));

  const requiredLowActivity = matching({ require: '필요함', physical: '낮은 활동량' });
  await chip(page, '활동량', '낮은 활동량').click();
  expect(await namesFor(page, requiredLowActivity.length)).toEqual(requiredLowActivity);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page).toHaveURL(/require=/);

  // the same chip again clears it
  await chip(page, '자격증', '필요함').click();
  await expect(chip(page, '자격증', '필요함')).toHaveAttribute('aria-pressed', 'false');
  expect(await namesFor(page, matching({ physical: '낮은 활동량' }).length)).toEqual(matching({ physical: '낮은 활동량' }));
  await chip(page, '활동량', '낮은 활동량').click();

  // no certificate needed, and only event work: no such job
  const noCertificate = matching({ require: '불필요함' });
  await chip(page, '자격증', '불필요함').click();
  expect(await namesFor(page, noCertificate.length)).toEqual(noCertificate);
  await expect(pager(page)).toHaveCount(0);
  expect(matching({ require: '불필요함', workTime: '이벤트성' })).toEqual([]);
  await chip(page, '근무 시간', '이벤트성').click();
  await expect(page.getByText('조건에 맞는 직업이 없어요.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '조건에 맞는 직업 0개' })).toBeVisible();
  await expect(grid(page)).toHaveCount(0);

  // a reload keeps the choices (they are in the address); clearing both brings all jobs back
  await page.reload();
  await expect(page.getByText('조건에 맞는 직업이 없어요.')).toBeVisible();
  await expect(chip(page, '근무 시간', '이벤트성')).toHaveAttribute('aria-pressed', 'true');
  await chip(page, '근무 시간', '이벤트성').click();
  expect(await namesFor(page, noCertificate.length)).toEqual(noCertificate);
  await chip(page, '자격증', '불필요함').click();
  expect(await namesFor(page, 20)).toEqual(inKoreanOrder(jobs.map((job) => job.jobName)).slice(0, 9));
});
