// The e2e kit's entry: every spec takes `test` and `expect` from here. The fixtures on top of Playwright's:
// - `noInternet` (option, default off): answer everything that would leave the machine (routes.ts stubOutside);
// - `toasts`: every toast the page shows, recorded from the first paint, so a short one is never missed;
// - `member` (live project): a new member, signed up and logged in through the API, with a name of its own.
import { test as base } from '@playwright/test';
import { newMember, type Member } from './members.ts';
import { stubOutside } from './routes.ts';
import { expectToastShown, recordToasts } from './toasts.ts';

export * from '@playwright/test';

interface Fixtures {
  toasts: { expectShown(text: string): Promise<void> };
  member: Member;
}

export const test = base.extend<{ noInternet: boolean }>({ noInternet: [false, { option: true }] }).extend<Fixtures>({
  page: async ({ page, noInternet }, use) => {
    if (noInternet) await stubOutside(page);
    await use(page);
  },
  toasts: async ({ page }, use) => {
    await recordToasts(page);
    await use({ expectShown: (text) => expectToastShown(page, text) });
  },
  member: async ({ request }, use) => {
    await use(await newMember(request, 'f'));
  },
});
