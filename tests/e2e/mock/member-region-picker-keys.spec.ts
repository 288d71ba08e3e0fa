// The region picker by keyboard alone, counting every key press: the cities are one Tab stop moved with ↑↓ / Home /
// End, the districts another; with the search box 대구광역시 수성구 is a few presses away (43 Tabs before).
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { openPicker as openRegionPicker } from './member-region-picker-open.ts';
import { prefer } from '../support/routes.ts';

async function openPicker(page: Page) {
  await prefer(page, 'region/all', 'example=regions');
  const picker = await openRegionPicker(page);
  await expect(picker.getByRole('searchbox', { name: '구·군 이름으로 찾기' })).toBeFocused();
  return picker;
}

/** Presses keys one at a time, checking where focus is after each, and counts them. */
function keyboard(page: Page) {
  let presses = 0;
  return {
    get presses() {
      return presses;
    },
    async press(key: string, focused?: Locator) {
      presses += 1;
      await page.keyboard.press(key);
      if (focused) await expect(focused).toBeFocused();
    },
    async type(text: string) {
      presses += [...text].length;
      await page.keyboard.type(text);
    },
  };
}

const region = (page: Page) => page.getByRole('button', { name: /거주 지역/ });

test('Tab, ↓↓↓↓, Tab, Enter: 대구광역시 수성구 in 7 presses without typing', async ({ page }) => {
  const picker = await openPicker(page);
  const keys = keyboard(page);
  const cities = picker.getByRole('group', { name: '시·도' });
  await keys.press('Tab', cities.getByRole('radio', { name: '전체' })); // the whole city list is one Tab stop
  for (const city of ['서울특별시', '부산광역시', '인천광역시', '대구광역시']) {
    await keys.press('ArrowDown', cities.getByRole('radio', { name: city }));
    await expect(cities.getByRole('radio', { name: city })).toBeChecked();
  }
  await expect(picker.getByRole('heading', { name: '대구광역시의 시·군·구' })).toBeAttached();
  await keys.press('Tab', picker.getByRole('button', { name: '수성구' })); // one more Tab: the districts
  await keys.press('Enter');
  await expect(picker).toBeHidden();
  await expect(region(page)).toContainText('대구광역시 수성구');
  expect(keys.presses).toBe(7);
});

test('구·군 이름으로 찾기: 수, 성, ↓, Enter choose 대구광역시 수성구 in 4 presses', async ({ page }) => {
  const picker = await openPicker(page);
  const keys = keyboard(page);
  await keys.type('수성');
  await expect(picker.getByText('1곳을 찾았어요.', { exact: false })).toBeVisible();
  await keys.press('ArrowDown', picker.getByRole('button', { name: '대구광역시 수성구' }));
  await keys.press('Enter');
  await expect(region(page)).toContainText('대구광역시 수성구');
  expect(keys.presses).toBe(4);
});

test('Home / End and the arrows in both lists; Tab and Shift+Tab move between them once each; axe', async ({ page }) => {
  const picker = await openPicker(page);
  const keys = keyboard(page);
  const cities = picker.getByRole('group', { name: '시·도' });
  const districts = picker.getByRole('region', { name: /시·군·구/ });
  await keys.press('Tab', cities.getByRole('radio', { name: '전체' }));
  await keys.press('End', cities.getByRole('radio', { name: '울산광역시' }));
  await expect(cities.getByRole('radio', { name: '울산광역시' })).toBeChecked();
  await keys.press('Home', cities.getByRole('radio', { name: '전체' }));
  await expect(cities.getByRole('radio', { name: '전체' })).toBeChecked();
  // all districts: one Tab stop, the first; End, Home and the arrows move inside it
  await keys.press('Tab', districts.getByRole('button', { name: '서울특별시 종로구' }));
  await keys.press('End', districts.getByRole('button', { name: '울산광역시 남구' }));
  await keys.press('Home', districts.getByRole('button', { name: '서울특별시 종로구' }));
  await keys.press('ArrowDown', districts.getByRole('button', { name: '서울특별시 중구' }));
  await keys.press('ArrowUp', districts.getByRole('button', { name: '서울특별시 종로구' }));
  await keys.press('ArrowDown', districts.getByRole('button', { name: '서울특별시 중구' }));
  await expectNoAxeViolations(page);
  // back to the cities and forward again: the districts remember where the member was
  await keys.press('Shift+Tab', cities.getByRole('radio', { name: '전체' }));
  await keys.press('Tab', districts.getByRole('button', { name: '서울특별시 중구' }));
  // past the districts focus leaves the lists (to the browser, then the picker's 닫기), never another district
  await keys.press('Tab');
  expect(await districts.evaluate((list) => list.contains(document.activeElement))).toBe(false);
  await keys.press('Shift+Tab', districts.getByRole('button', { name: '서울특별시 중구' }));
  await keys.press('Enter');
  await expect(region(page)).toContainText('서울특별시 중구');
});

test('reopened on a chosen district, Tab lands on that district (the pressed one)', async ({ page }) => {
  const picker = await openPicker(page);
  await picker.getByRole('radio', { name: '부산광역시' }).check();
  await picker.getByRole('button', { name: '해운대구' }).click();
  await region(page).click();
  await expect(picker.getByRole('searchbox', { name: '구·군 이름으로 찾기' })).toBeFocused();
  const keys = keyboard(page);
  await keys.press('Tab', picker.getByRole('radio', { name: '부산광역시' }));
  await keys.press('Tab', picker.getByRole('button', { name: '해운대구' }));
  await expect(picker.getByRole('button', { name: '해운대구' })).toHaveAttribute('aria-pressed', 'true');
});
