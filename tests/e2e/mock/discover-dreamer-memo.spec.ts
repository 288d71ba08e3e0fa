// /othertodo/memo/{todoId}: another dreamer's memo, read-only.
import { expect, test } from '../support/test.ts';
import { envelope } from '../support/bodies.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { prefer } from '../support/routes.ts';
import { screenshots } from '../support/screens.ts';
import { loginAs } from '../support/session.ts';

test.use({ noInternet: true });

test.describe('/othertodo/memo/{todoId}', () => {
  test('shows the memo read-only: title, text with counter, the video with open-in-browser and no delete, no images', async ({ page }) => {
    await prefer(page, '**/v1/todo/88/memo', 'example=publicMemo');
    await page.goto('/othertodo/memo/88');
    await expect(page.getByRole('heading', { level: 1, name: '요양보호사 교육원 등록하기' })).toBeVisible();
    const text = '해운대 교육원 야간반에 등록했어요. 국비 지원으로 자부담이 줄었습니다.';
    await expect(page.getByRole('region', { name: '메모 내용' })).toHaveText(text);
    await expect(page.getByText(`${text.length}/5000`)).toBeVisible();
    await expect(page.getByTitle('유튜브 영상: 요양보호사 교육원 등록하기')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await expect(page.getByRole('link', { name: /브라우저에서 열기/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(page.getByRole('button', { name: '영상 삭제' })).toHaveCount(0);
    await expect(page.getByText('첨부된 이미지가 없어요')).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshots(page, 'discover-memo');
  });

  test('shows the images when there are some', async ({ page }) => {
    await loginAs(page);
    await page.route('**/v1/todo/90/memo', (route) =>
      route.fulfill({
        json: envelope({
          todoId: 90,
          title: '실습 기관 방문',
          isPublic: true,
          memoText: null,
          link: null,
          images: [
            { imageId: 1, imageUrl: 'https://cdn.saegil.kr/memo/1.jpg' },
            { imageId: 2, imageUrl: 'https://cdn.saegil.kr/memo/2.jpg' },
          ],
        }),
      }),
    );
    await page.goto('/othertodo/memo/90');
    await expect(page.getByRole('img', { name: /실습 기관 방문 사진/ })).toHaveCount(2);
    await expect(page.getByText('0/5000')).toBeVisible();
    await expect(page.getByText('첨부된 이미지가 없어요')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshots(page, 'discover-memo-images');
  });

  test('a memo that is not public shows the spec’s refusal, then goes back to the list', async ({ page }) => {
    await prefer(page, '**/v1/todo/27', 'example=dreamer');
    await prefer(page, '**/v1/todo/88/memo', 'code=400, example=todoMemoNotPublic');
    await page.goto('/otherslist/27');
    await page.getByRole('link', { name: /메모/ }).click();
    await expect(page).toHaveURL(/\/othertodo\/memo\/88$/);
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('공개되지 않은 투두 메모입니다.');
    await expect(page.getByRole('main')).toContainText('공개되지 않은 투두 메모입니다.');
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: '돌아가기' }).click();
    await expect(page).toHaveURL(/\/otherslist\/27$/);
  });

  test('a missing to-do shows 투두 데이터를 찾을 수 없습니다.', async ({ page }) => {
    await prefer(page, '**/v1/todo/70/memo', 'code=404, dynamic=false');
    await page.goto('/othertodo/memo/70');
    await expect(page.getByRole('alertdialog')).toContainText('투두 데이터를 찾을 수 없습니다.');
  });

  test('any other failure alerts 메모를 불러오는 데 실패했습니다. 다시 시도해주세요. and goes back', async ({ page }) => {
    await page.route('**/v1/todo/71/memo', (route) => route.fulfill({ json: envelope({ todoId: 71 }) }));
    await page.goto('/othertodo/memo/71', { timeout: 60_000 });
    const alert = page.getByRole('alertdialog');
    // a reply of the wrong shape is retried like any other failure before the alert (spec: 3 retries with back-off)
    await expect(alert).toContainText('메모를 불러오는 데 실패했습니다. 다시 시도해주세요.', { timeout: 30_000 });
    await expect(page.getByRole('main')).toContainText('서버 응답 데이터 형식이 올바르지 않습니다.');
    await alert.getByRole('button', { name: '돌아가기' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a bad id says 메모를 불러올 수 없습니다.', async ({ page }) => {
    await page.goto('/othertodo/memo/abc');
    await expect(page.getByText('메모를 불러올 수 없습니다.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
