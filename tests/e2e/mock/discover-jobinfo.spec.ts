// /jobinfo/{jobId}: one job, its dreamers and postings, and saving it.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { prefer, preferEach, queryOf } from '../support/routes.ts';
import { screenshots } from '../support/screens.ts';
import { loginAs } from '../support/session.ts';

test.use({ noInternet: true });

test.describe('/jobinfo/{jobId}', () => {
  test.beforeEach(({ page }) =>
    preferEach(page, { '**/v1/job/detail/*': 'example=caregiver', '**/v1/todo/other/simple/*': 'example=preview', '**/v1/recruit/list*': 'example=caregiverSeoul' }),
  );

  test('shows the job, its facts, its levels in words, dreamers with a few-users warning and three postings', async ({ page }) => {
    const recruitAsked = page.waitForRequest((r) => r.url().includes('/v1/recruit/list'));
    await page.goto('/jobinfo/1');
    await expect(page.getByRole('heading', { level: 1, name: '요양보호사' })).toBeVisible();
    await expect(page.getByText('몸이 불편한 어르신의 일상생활과 신체 활동을 돕습니다.')).toBeVisible();
    const facts = page.getByRole('region', { name: '한눈에 보기' });
    for (const text of ['월급 약 230만 원', '요양보호사 자격증', '2~3개월', '필요함', '평일 9시-18시', '높은 활동량'])
      await expect(facts).toContainText(text);
    const levels = page.getByRole('region', { name: '일의 특성' });
    await expect(levels.getByRole('definition')).toHaveText(['높음 (5단계 중 4)', '보통 (5단계 중 3)', '매우 높음 (5단계 중 5)']);
    await expect(levels.getByRole('term')).toHaveText(['체력 부담', '스트레스', '대인 관계']);

    // issue 24: each requirement line ends with its 기준일 and a link to the page it was read from
    const requirements = page.getByRole('region', { name: '자격 요건' });
    const line = requirements.getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('처음 배우는 사람은 교육 320시간을 마쳐야 시험을 볼 수 있어요');
    await expect(line).toContainText('기준일 2026.11.28 · 출처 대명요양보호사교육원');
    const source = line.getByRole('link', { name: '대명요양보호사교육원 (새 창에서 열림)' });
    await expect(source).toHaveAttribute('href', 'http://xn--9d0bw1i96ghtc9vg0wi1yb3npx902j.com/sub3_1.php');
    await expect(source).toHaveAttribute('target', '_blank');

    const dreamers = page.getByRole('region', { name: '이 직업을 준비하는 드리머' });
    await expect(dreamers).toContainText('아직 이 직업을 준비하는 사람이 많지 않아요.');
    await expect(dreamers.getByRole('link', { name: '늘푸른님의 할 일' })).toHaveAttribute('href', '/otherslist/27');
    await expect(dreamers.getByRole('link', { name: '드리머 모두 보기' })).toHaveAttribute('href', '/others/1');

    expect(queryOf(await recruitAsked)).toMatchObject({ keyWord: '요양보호사', count: '3', pageNum: '0' });
    const recruits = page.getByRole('region', { name: '요양보호사 채용 공고' });
    await expect(recruits.getByRole('listitem')).toHaveCount(2);
    await expect(recruits.getByRole('link').first()).toHaveAttribute('target', '_blank');

    const save = page.getByRole('button', { name: '로그인 후 담을 수 있어요' });
    await expect(save).toBeDisabled();
    await expect(page.getByRole('link', { name: '로그인하러 가기' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(page);
    await screenshots(page, 'discover-jobinfo');
  });

  test('a member saves the job with a 3-second toast', async ({ page }) => {
    await loginAs(page);
    await prefer(page, '**/v1/my-dream/todo/jobs', 'example=none');
    await page.goto('/jobinfo/1');
    const saved = page.waitForRequest((r) => r.url().endsWith('/v1/my-dream/job/1') && r.method() === 'POST');
    await page.getByRole('button', { name: '이 직업 담기' }).click();
    await saved;
    await expect(page.getByRole('status').filter({ hasText: "'요양보호사' 직업을 담았어요." })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'discover-jobinfo-member');
  });

  test('saving a job saved before is the alert 이미 담은 직업입니다. (from the server’s 409)', async ({ page }) => {
    await loginAs(page);
    await prefer(page, '**/v1/my-dream/todo/jobs', 'example=none');
    await prefer(page, '**/v1/my-dream/job/*', 'code=409, dynamic=false');
    await page.goto('/jobinfo/1');
    await page.getByRole('button', { name: '이 직업 담기' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('이미 담은 직업입니다.');
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(alert).toHaveCount(0);
  });

  test('a job already among the member’s jobs says so without asking the server', async ({ page }) => {
    await loginAs(page);
    await prefer(page, '**/v1/my-dream/todo/jobs', 'example=twoJobs');
    let posted = false;
    page.on('request', (r) => r.url().includes('/v1/my-dream/job/') && (posted = true));
    await page.goto('/jobinfo/1');
    await page.getByRole('button', { name: '담은 직업이에요' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('이미 담은 직업입니다.');
    expect(posted).toBe(false);
  });

  test('no dreamers and no postings have their own messages', async ({ page }) => {
    await prefer(page, '**/v1/todo/other/simple/*', 'example=empty');
    await prefer(page, '**/v1/recruit/list*', 'example=empty');
    await page.goto('/jobinfo/1');
    await expect(page.getByText('아직 이 직업을 준비하는 드리머가 없어요.')).toBeVisible();
    await expect(page.getByText('이 직업의 채용 공고가 아직 없어요.')).toBeVisible();
    await expect(page.getByRole('link', { name: '드리머 모두 보기' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a missing or unknown id is a job that does not exist', async ({ page }) => {
    let asked = false;
    page.on('request', (r) => r.url().includes('/v1/job/detail') && (asked = true));
    await page.goto('/jobinfo/abc');
    await expect(page.getByText('존재하지 않는 직업입니다.')).toBeVisible();
    expect(asked).toBe(false);
    await expectNoAxeViolations(page);

    await prefer(page, '**/v1/job/detail/*', 'code=404, dynamic=false');
    await page.goto('/jobinfo/999');
    await expect(page.getByText('존재하지 않는 직업입니다.')).toBeVisible();
    await expect(page.getByRole('link', { name: '직업 정보로 가기' })).toHaveAttribute('href', '/jobfound');
  });

  test('a failed detail load says an error occurred', async ({ page }) => {
    await prefer(page, '**/v1/job/detail/*', 'code=400, dynamic=false');
    await page.goto('/jobinfo/1');
    await expect(page.getByRole('alert').filter({ hasText: '오류가 발생했습니다.' })).toBeVisible();
  });
});
