// Private means private, against the reference server: a member adds a private to-do with a phone photo (EXIF
// orientation and GPS) through the memo screen; the owner sees it and its photo (upright, no metadata); another
// member and a visitor see neither its title nor its photo on /others and /otherslist, only the plain line for a
// dreamer with nothing public. Made public, the to-do shows up for them; made private again, it is gone again.
import { expect, test, type Browser, type Page } from '../support/test.ts';
import { jobIdOf, saveJob, todoDetail, type TodoGroup } from '../support/live-data.ts';
import { apiData, type Member, newMember, useSession } from '../support/members.ts';
import { stubOutside } from '../support/routes.ts';
import { expectImagesLoaded, screenshots } from '../support/screens.ts';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../support/a11y.ts';

const JOB = '반려동물 미용사';
const SECRET = '퇴직금으로 미용실 보증금 마련하기 (비밀)';
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

/** The owner flips 공개 on the memo's edit screen and saves. */
async function setPublic(page: Page, todoId: number, isPublic: boolean) {
  await page.goto(`/mytodo/edit/${todoId}`);
  const visibility = page.getByRole('switch', { name: '공개' });
  await expect(visibility).toHaveAttribute('aria-checked', String(!isPublic));
  await visibility.click();
  await expect(visibility).toHaveAttribute('aria-checked', String(isPublic));
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

  // another member and a visitor: no trace of it, and the plain line for a dreamer with nothing public
  const otherPage = await newPage(browser, other);
  const visitorPage = await newPage(browser);
  for (const viewer of [otherPage, visitorPage]) {
    const card = await cardOn(viewer, jobId, owner.nickName);
    await expect(card).toContainText(NO_PUBLIC);
    await expect(card.getByRole('definition').nth(2)).toHaveText('0개');
    await expect(card).not.toContainText(SECRET);
    if (viewer === visitorPage) await screenshots(viewer, 'privacy-card-nothing-public');
    await card.getByRole('link', { name: `${owner.nickName}님의 할 일` }).click();
    await expect(viewer).toHaveURL(new RegExp(`/otherslist/${todoGroupId}$`));
    await expect(viewer.getByRole('heading', { level: 1, name: `${owner.nickName}님` })).toBeVisible();
    await expect(viewer.getByText(NO_PUBLIC)).toBeVisible();
    await expect(viewer.getByRole('main')).not.toContainText(SECRET);
  }
  await expectNoAxeViolations(visitorPage);
  await screenshots(visitorPage, 'privacy-nothing-public');
  // the group's answer itself holds nothing of it
  const seen = await apiData<TodoGroup>(request, `/v1/todo/${todoGroupId}`);
  expect(seen.todos).toEqual([]);
  // the owner, on the same page, sees it
  await page.goto(`/otherslist/${todoGroupId}`);
  await expect(page.getByRole('region', { name: '할 일 목록' })).toContainText(SECRET);

  // made public on the edit screen: the others see the title and the photo
  await setPublic(page, todoId, true);
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
  await visitorPage.goto(`/otherslist/${todoGroupId}`);
  await expect(visitorPage.getByText(NO_PUBLIC)).toBeVisible();
  await expect(visitorPage.getByRole('main')).not.toContainText(SECRET);
});
