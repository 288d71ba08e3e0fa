// Private means private, against the reference server: a new member saves a job and adds a private to-do with a
// phone photo (EXIF orientation and GPS) through the memo screen; the owner sees it and its photo (upright, no
// metadata); another member and a visitor see no trace of the member at all: no card on /others, and /otherslist
// answers as if there were no such list (saving a job does not make a member a public dreamer). Made public, the edit
// screen first says plainly what others will see (nickname, district, days, that to-do), and the to-do shows up for
// them; made private again, the member is gone again.
import { expect, test, type Browser, type Page } from '../support/test.ts';
import { jobIdOf, saveJob, todoDetail } from '../support/live-data.ts';
import { apiStatus, type Member, newMember, useSession } from '../support/members.ts';
import { stubOutside } from '../support/routes.ts';
import { expectImagesLoaded, screenshots } from '../support/screens.ts';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../support/a11y.ts';

const JOB = '반려동물 미용사';
const SECRET = '퇴직금으로 미용실 보증금 마련하기 (비밀)';
const NO_LIST = '데이터가 없습니다.';
const NO_PUBLIC = '아직 공개한 할 일이 없어요.';

async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 100, channels: 3, background: { r: 210, g: 90, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'SaegilCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 34/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '126/1 58/1 0/1' } })
    .toBuffer();
}

async function newPage(browser: Browser, member?: Member): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (member) await useSession(page, member);
  await stubOutside(page);
  return page;
}

/** The dreamer's card on /others/{jobId}, as `page`'s user sees it. */
async function cardOn(page: Page, jobId: number, nickName: string) {
  await page.goto(`/others/${jobId}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: `${nickName}님의 할 일` }) });
  await expect(card).toBeVisible();
  return card;
}

/** /others/{jobId} as `page`'s user sees it, once loaded: no card of the member. */
async function noCardOn(page: Page, jobId: number, nickName: string) {
  await page.goto(`/others/${jobId}`);
  await expect(page.getByText(/준비 중인 회원 [\d,]+명|아직 이 직업을 준비하는 드리머가 없어요/)).toBeVisible();
  await expect(page.getByRole('link', { name: `${nickName}님의 할 일` })).toHaveCount(0);
}

/** The owner flips 공개 on the memo's edit screen and saves; `check` looks at the screen once the switch is flipped. */
async function setPublic(page: Page, todoId: number, isPublic: boolean, check?: () => Promise<void>) {
  await page.goto(`/mytodo/edit/${todoId}`);
  const visibility = page.getByRole('switch', { name: '공개' });
  await expect(visibility).toHaveAttribute('aria-checked', String(!isPublic));
  await visibility.click();
  await expect(visibility).toHaveAttribute('aria-checked', String(isPublic));
  await check?.();
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/v1/my-dream/todo/${todoId}`));
  await page.getByRole('button', { name: '메모 수정하기' }).click();
  expect((await saved).status()).toBe(200);
  await page.getByRole('alertdialog', { name: '저장 완료' }).getByRole('button', { name: '확인' }).click();
}

test.describe.configure({ timeout: 150_000 });

test('a private to-do and its photo reach their owner only; made public they show, made private they are gone again', async ({
  page,
  request,
  browser,
}) => {
  const owner = await newMember(request, 'v');
  const other = await newMember(request, 'w');
  const todoGroupId = await saveJob(request, owner, JOB);
  const jobId = await jobIdOf(request, JOB);
  await useSession(page, owner);
  await stubOutside(page);

  // the owner adds a private to-do with a phone photo through the memo screen
  await page.goto(`/mytodo/add/${todoGroupId}`);
  await page.getByRole('textbox', { name: '할 일 제목' }).fill(SECRET);
  await expect(page.getByRole('switch', { name: '공개' })).toHaveAttribute('aria-checked', 'false');
  await page.getByLabel('이미지 추가').setInputFiles([{ name: '가게-앞.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() }]);
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/v1/my-dream/todo-group/${todoGroupId}`));
  await page.getByRole('button', { name: '메모 저장하기' }).click();
  const createdResponse = await created;
  expect(createdResponse.status(), await createdResponse.text()).toBe(200);
  const { todoId } = ((await createdResponse.json()) as { data: { todoId: number } }).data;
  await page.getByRole('alertdialog', { name: '저장 완료' }).getByRole('button', { name: '확인' }).click();

  // the owner's memo view shows the photo through the owner's signed URL; it is upright and carries no metadata
  const stored = await todoDetail(request, owner, todoId);
  const imageUrl = stored.images![0]!.imageUrl;
  expect(imageUrl).toMatch(/^\/images\/[A-Za-z0-9_-]{22}\?access=/);
  await page.goto(`/mytodo/memo/${todoId}`);
  await expectImagesLoaded(page, 'img[alt*="첨부 이미지"]', 1);
  const served = await request.get(imageUrl);
  expect(served.status()).toBe(200);
  const meta = await sharp(await served.body()).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 100, height: 300 });
  expect(meta.exif).toBeUndefined();
  // without the owner's pass the photo does not exist
  const bare = imageUrl.split('?')[0]!;
  expect((await request.get(bare)).status()).toBe(404);
  expect((await request.get(bare, { headers: { authorization: `Bearer ${other.accessToken}` } })).status()).toBe(404);

  // another member and a visitor: no trace of the member, who saved a job and made nothing public
  const otherPage = await newPage(browser, other);
  const visitorPage = await newPage(browser);
  for (const viewer of [otherPage, visitorPage]) {
    await noCardOn(viewer, jobId, owner.nickName);
    await viewer.goto(`/otherslist/${todoGroupId}`);
    await expect(viewer.getByText(NO_LIST)).toBeVisible();
    await expect(viewer.getByRole('main')).not.toContainText(owner.nickName);
    await expect(viewer.getByRole('main')).not.toContainText(SECRET);
  }
  await expectNoAxeViolations(visitorPage);
  await screenshots(visitorPage, 'privacy-nothing-public');
  // the group's answer itself: not found, and no view counted
  expect(await apiStatus(request, `/v1/todo/${todoGroupId}`)).toEqual({ status: 404, code: 'NOT_FOUND' });
  // the owner, on the same page, sees it (views: the owner's looks never count)
  await page.goto(`/otherslist/${todoGroupId}`);
  await expect(page.getByRole('region', { name: '할 일 목록' })).toContainText(SECRET);
  await expect(page.getByText('조회수 0')).toBeVisible();

  // made public on the edit screen, the first public to-do: the screen says what others will see, then they see it
  await setPublic(page, todoId, true, async () => {
    const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: '이제 다른 사람에게 이렇게 보여요' }) });
    await expect(notice).toBeVisible();
    const fact = (term: string) => notice.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(fact('닉네임')).toHaveText(owner.nickName);
    await expect(fact('사는 곳')).toHaveText('서울특별시 종로구');
    await expect(fact('꿈꾼 지')).toHaveText('1일째');
    await expect(fact('공개한 할 일')).toHaveText(SECRET);
    await screenshots(page, 'privacy-first-public-notice');
  });
  expect((await request.get(bare)).status()).toBe(200);
  for (const viewer of [otherPage, visitorPage]) {
    const card = await cardOn(viewer, jobId, owner.nickName);
    await expect(card).toContainText(SECRET);
    await expect(card.getByRole('definition').nth(2)).toHaveText('1개');
    await expect(card).not.toContainText(NO_PUBLIC);
  }
  await visitorPage.goto(`/othertodo/memo/${todoId}`);
  await expectImagesLoaded(visitorPage, `img[alt="${SECRET} 사진 1"]`, 1);

  // private again: gone for them, photo included
  await setPublic(page, todoId, false);
  expect((await request.get(bare)).status()).toBe(404);
  await noCardOn(visitorPage, jobId, owner.nickName);
  await visitorPage.goto(`/otherslist/${todoGroupId}`);
  await expect(visitorPage.getByText(NO_LIST)).toBeVisible();
  await expect(visitorPage.getByRole('main')).not.toContainText(SECRET);
});
