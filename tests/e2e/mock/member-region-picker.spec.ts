import { expect, test, type Page } from '../support/test.ts';
import { prefer } from '../support/routes.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { brokenWords } from './every-route-checks.ts';
import { openPicker } from './member-region-picker-open.ts';

const districtNames = (page: Page) =>
  page.getByRole('dialog').getByRole('region', { name: /시·군·구/ }).getByRole('button').allTextContents();

test.describe('region picker', () => {
  test.beforeEach(async ({ page }) => {
    await prefer(page, 'region/all', 'example=regions');
  });

  test('거주지 선택: 700 high by 600 wide on a desktop, cities left, every district until a city is chosen; axe', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const picker = await openPicker(page);
    const box = await picker.boundingBox();
    expect(box?.height).toBeGreaterThan(680);
    expect(box?.height).toBeLessThan(720);
    expect(box?.width).toBeGreaterThan(580);
    expect(box?.width).toBeLessThan(620);
    const cities = picker.getByRole('group', { name: '시·도' });
    const districts = picker.getByRole('region', { name: '전체 시·군·구' });
    const [cityBox, districtBox] = [await cities.boundingBox(), await districts.boundingBox()];
    expect(cityBox!.x).toBeLessThan(districtBox!.x);
    await expect(cities.getByRole('radio', { name: '전체' })).toBeChecked();
    expect(await districtNames(page)).toEqual([
      '서울특별시 종로구',
      '서울특별시 중구',
      '부산광역시 해운대구',
      '인천광역시 남동구',
      '대구광역시 수성구',
      '광주광역시 북구',
      '대전광역시 유성구',
      '울산광역시 남구',
    ]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/member-region-picker-1280.png' });
  });

  test('choosing a city narrows the districts; choosing a district reports "city district"', async ({ page }) => {
    const picker = await openPicker(page);
    await picker.getByRole('radio', { name: '서울특별시' }).check();
    await expect(picker.getByRole('heading', { name: '서울특별시의 시·군·구' })).toBeVisible();
    expect(await districtNames(page)).toEqual(['종로구', '중구']);
    await picker.getByRole('button', { name: '중구' }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('button', { name: /거주 지역/ })).toContainText('서울특별시 중구');
    // opening again starts at the current choice
    await page.getByRole('button', { name: /거주 지역/ }).click();
    await expect(picker.getByRole('radio', { name: '서울특별시' })).toBeChecked();
    await expect(picker.getByRole('button', { name: '중구' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('Esc and × close it, reporting the current choice or nothing', async ({ page }) => {
    const picker = await openPicker(page);
    await picker.getByRole('radio', { name: '부산광역시' }).check();
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(page.getByRole('button', { name: '거주 지역 선택하기' })).toBeFocused(); // nothing chosen
    await page.getByRole('button', { name: '거주 지역 선택하기' }).click();
    await picker.getByRole('button', { name: '부산광역시 해운대구' }).click();
    await page.getByRole('button', { name: /거주 지역/ }).click();
    await picker.getByRole('radio', { name: '인천광역시' }).check();
    await picker.getByRole('button', { name: '닫기' }).click();
    await expect(page.getByRole('button', { name: /거주 지역/ })).toContainText('부산광역시 해운대구');
  });

  test('the page behind never gets focus while it is open (Tab cycles through the picker)', async ({ page }) => {
    const picker = await openPicker(page);
    const visits = new Set<string>();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      // past the last control focus may rest on the browser itself (body), never on the page behind the picker
      const where = await picker.evaluate((dialog) => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        if (!dialog.contains(active)) return 'OUTSIDE';
        return active.getAttribute('aria-label') || active.closest('label')?.textContent || active.textContent || '';
      });
      expect(where).not.toBe('OUTSIDE');
      visits.add(where);
    }
    expect(visits).toContain('닫기');
    // the districts are one Tab stop (the arrows move inside it): Tab reaches the first, never all of them
    expect(visits).toContain('서울특별시 종로구');
    expect(visits).not.toContain('울산광역시 남구');
    expect(visits).toContain('전체');
  });

  test('full screen on a phone at 아주 크게, its headings whole (전체 시·군·구, not 전체 시·군/·구)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.addInitScript(() => localStorage.setItem('textSize', 'x-large'));
    const picker = await openPicker(page);
    const box = await picker.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 360, height: 740 });
    await expect(picker.getByRole('heading', { name: '전체 시·군·구' })).toBeVisible();
    expect(await brokenWords(page)).toEqual([]);
    await picker.getByRole('radio', { name: '서울특별시' }).check();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/screenshots/member-region-picker-360.png' });
  });
});

test('구·군 이름으로 찾기: focus starts in the search box; typing, one Tab and Enter choose 대구광역시 수성구', async ({ page }) => {
  await prefer(page, 'region/all', 'example=regions');
  const picker = await openPicker(page);
  const search = picker.getByRole('searchbox', { name: '구·군 이름으로 찾기' });
  await expect(search).toBeFocused();
  await page.keyboard.type('수성');
  await expect(picker.getByText('1곳을 찾았어요. Tab으로 가서 고르세요.')).toBeVisible();
  expect(await districtNames(page)).toEqual(['대구광역시 수성구']);
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('button', { name: '대구광역시 수성구' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: /거주 지역/ })).toContainText('대구광역시 수성구');

  // a name found nowhere says so; emptying the box brings the cities back
  await page.getByRole('button', { name: /거주 지역/ }).click();
  await expect(search).toBeFocused(); // the picker puts the cursor in the box once it has opened
  await page.keyboard.type('없는구');
  await expect(picker.getByText('찾는 구·군이 없어요.')).toBeVisible();
  await search.fill('');
  await expect(picker.getByRole('group', { name: '시·도' })).toBeVisible();
});

test('while the list loads it says so; when the call fails the built-in seven cities are used', async ({ page }) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/region/all*', async (route) => {
    await gate;
    await route.continue({ headers: { ...route.request().headers(), prefer: 'code=500, dynamic=false' } });
  });
  const picker = await openPicker(page);
  await expect(picker.getByRole('status')).toHaveText('지역 목록을 불러오는 중이에요…');
  release();
  await expect(picker.getByText('지역 목록을 불러오지 못해 새길에 들어 있는 목록을 보여드려요.')).toBeVisible();
  const cities = await picker.getByRole('group', { name: '시·도' }).getByRole('radio').evaluateAll((radios) =>
    radios.map((r) => r.closest('label')?.textContent),
  );
  expect(cities).toEqual(['전체', '서울특별시', '부산광역시', '인천광역시', '대구광역시', '광주광역시', '대전광역시', '울산광역시']);
  await picker.getByRole('radio', { name: '울산광역시' }).check();
  expect(await districtNames(page)).toEqual(['중구', '남구', '동구', '북구', '울주군']);
  await picker.getByRole('button', { name: '울주군' }).click();
  await expect(page.getByRole('button', { name: /거주 지역/ })).toContainText('울산광역시 울주군');
  await expectNoAxeViolations(page);
});
