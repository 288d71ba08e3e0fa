// axe (WCAG 2.2 A/AA) and screenshots at 1280 and 360 px of every discover screen in the live app, with the
// reference server's real data (long Korean titles, real job pictures), logged out and logged in.
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { demoGroup, saveJob } from '../support/live-data.ts';
import { type Member, newMember, useSession } from '../support/members.ts';
import { stubOutside } from '../support/routes.ts';
import { screenshots } from '../support/screens.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';

interface Ids {
  /** 하늘바라기's 요양보호사 group (a seeded demo member) */
  todoGroupId: number;
  /** one of its public to-dos with a memo and a video link */
  todoId: number;
}

async function demoIds(request: APIRequestContext): Promise<Ids> {
  const group = await demoGroup(request, '하늘바라기', '요양보호사');
  const todo = group.todos.find((t) => t.isPublic && t.isMemoExist && t.title.includes('국가시험'));
  expect(todo, '하늘바라기 has a public memo about the exam').toBeDefined();
  return { todoGroupId: group.todoGroupId, todoId: todo!.todoId };
}

const loading = (page: Page) => page.getByRole('status').filter({ hasText: /불러오는 중|찾고 있어요/ });

/** Scrolls through the page so lazy pictures load, then waits until every picture in it has. */
async function loadPictures(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect
    .poll(() => page.evaluate(() => [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.src)), {
      message: 'every picture loads',
    })
    .toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
}

interface Screen {
  name: string;
  open: (page: Page, ids: Ids, member: Member | null) => Promise<void>;
  /** after the pictures have loaded, right before axe and the screenshots */
  settle?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'home',
    open: async (page, _ids, member) => {
      await page.goto('/');
      if (member) await expect(page.getByRole('group', { name: '남은 할 일' }).getByRole('checkbox')).toHaveCount(4);
      else await expect(page.getByRole('region', { name: /나에게 맞는 일을 찾아보세요/ }).getByRole('listitem')).toHaveCount(5);
      await expect(page.getByRole('region', { name: /드리머/ }).getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('region', { name: /최신 채용/ }).getByRole('listitem')).toHaveCount(4);
    },
  },
  {
    name: 'onboard',
    open: async (page) => {
      await page.goto('/onboard');
      await page.getByRole('radio', { name: '사람을 돌보는 일' }).check();
      await page.getByRole('button', { name: '다음' }).click();
      await expect(page.getByText('질문 2 / 9')).toBeVisible();
    },
  },
  {
    name: 'jobrecommend',
    open: async (page) => {
      // answers that give every card all three reasons: the longest cards real data makes
      await page.goto('/onboard');
      for (const option of ['사람을 돌보는 일', '남의 이야기를 잘 들어 줘요', '사람을 만나는 일이 편해요', '평일 오전만']) {
        await page.getByRole('radio', { name: option }).check();
        await page.getByRole('button', { name: '다음' }).click();
      }
      for (let i = 0; i < 4; i++) await page.getByRole('button', { name: '다음' }).click();
      await page.getByRole('button', { name: '제출' }).click();
      await page.getByRole('button', { name: '추천 직업 보기' }).click();
      await expect(page).toHaveURL(/\/jobrecommend$/);
      await expect(page.getByRole('button', { name: /직업 담기/ }).first()).toBeVisible();
    },
    // the screenshot shows the first card's reasons, as a mouse over it does
    settle: async (page) => page.getByRole('main').getByRole('listitem').first().hover(),
  },
  {
    name: 'jobfound',
    open: async (page) => {
      await page.goto('/jobfound');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(9);
    },
  },
  {
    name: 'jobinfo',
    open: async (page, _ids, member) => {
      await page.goto('/jobinfo/1');
      await expect(page.getByRole('heading', { level: 1, name: '요양보호사' })).toBeVisible();
      await expect(page.getByRole('region', { name: '요양보호사 채용 공고' }).getByRole('listitem')).toHaveCount(3);
      await expect(page.getByRole('region', { name: '이 직업을 준비하는 드리머' }).getByRole('article').first()).toBeVisible();
      if (member) await expect(page.getByRole('button', { name: '담은 직업이에요' })).toBeVisible();
    },
  },
  {
    name: 'others',
    open: async (page) => {
      await page.goto('/others/1');
      await expect(page.getByRole('heading', { level: 1, name: '같은 꿈을 꾸는 드리머' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'otherslist',
    open: async (page, ids) => {
      await page.goto(`/otherslist/${ids.todoGroupId}`);
      await expect(page.getByRole('heading', { level: 1, name: '하늘바라기님' })).toBeVisible();
      await expect(page.getByRole('region', { name: '할 일 목록' }).getByRole('link', { name: /메모$/ }).first()).toBeVisible();
    },
  },
  {
    name: 'othertodo-memo',
    open: async (page, ids) => {
      await page.goto(`/othertodo/memo/${ids.todoId}`);
      await expect(page.getByRole('heading', { level: 1, name: /국가시험/ })).toBeVisible();
      await expect(page.getByRole('region', { name: '메모 내용' })).not.toBeEmpty();
      await expect(page.getByTitle(/^유튜브 영상/)).toBeVisible();
    },
  },
];

test.beforeEach(async ({ page }) => {
  await stubOutside(page);
  // no transitions: a full-page capture otherwise catches the recommendation reasons half faded
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const loggedIn of [false, true]) {
  test.describe(loggedIn ? 'logged in (a member with a saved job)' : 'logged out', () => {
    for (const screen of SCREENS) {
      test(`${screen.name}: no axe violations; screenshots at 1280 and 360 px`, async ({ page, request }) => {
        const ids = await demoIds(request);
        let member: Member | null = null;
        if (loggedIn) {
          member = await newMember(request);
          await saveJob(request, member, 1);
          await useSession(page, member);
        }
        await screen.open(page, ids, member);
        await expect(loading(page)).toHaveCount(0);
        if (member) await expect(page.getByRole('button', { name: '할 일 추가', exact: true })).toBeVisible();
        else await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
        await loadPictures(page);
        await screen.settle?.(page);
        await expectNoAxeViolations(page);
        await screenshots(page, `live-discover-${screen.name}-${loggedIn ? 'member' : 'visitor'}`);
        // the narrow layout passes too
        await page.setViewportSize({ width: 360, height: 740 });
        await expectNoAxeViolations(page);
      });
    }
  });
}
