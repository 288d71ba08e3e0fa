// Which screen modules each path of the app loads first, for the build: a tiny script the HTML loads beside the entry
// asks for the current path's chunks and CSS (vite-first-load.ts), so they are not requested only once the entry has
// arrived and run (issue 10). A path missing here still works: its chunk is fetched after the entry, as before.
// tests/unit/route-preloads.test.ts checks that every screen router.tsx loads lazily is listed.
import { paths } from '../shared/routing/paths.ts';

/** [path pattern (':name' stands for one segment), modules in src/ the route's lazy() loads]; paths from paths.ts. */
const myTodo = (screen: string) => ['features/my-todo/MyTodoLayout.tsx', `features/my-todo/${screen}`];
export const ROUTE_PRELOADS: readonly (readonly [string, readonly string[]])[] = [
  [paths.home, ['features/home/HomePage.tsx']],
  [paths.login, ['features/auth/login/LoginPage.tsx']],
  [paths.signup, ['features/auth/signup/SignUpPage.tsx']],
  [paths.onboard, ['features/onboard/OnboardPage.tsx']],
  [paths.jobRecommend, ['features/recommend/RecommendPage.tsx']],
  [paths.jobSearch, ['features/recruit/RecruitSearchPage.tsx']],
  [paths.learning, ['features/training/TrainingSearchPage.tsx']],
  [paths.jobFound, ['features/jobs/JobFoundPage.tsx']],
  [paths.jobInfo(':id'), ['features/jobs/JobInfoPage.tsx']],
  [paths.others(':id'), ['features/dreamers/DreamersByJobPage.tsx']],
  [paths.othersList(':id'), ['features/dreamers/DreamerListPage.tsx']],
  [paths.otherTodoMemo(':id'), ['features/dreamers/DreamerMemoPage.tsx']],
  [paths.myPage, ['features/account/AccountPage.tsx']],
  [paths.myTodoList, myTodo('TodoListPage.tsx')],
  [paths.myTodoAdd(':id'), myTodo('TodoMemoPage.tsx')],
  [paths.myTodoEdit(':id'), myTodo('TodoMemoPage.tsx')],
  [paths.myTodoMemo(':id'), myTodo('TodoMemoPage.tsx')],
  [paths.scrapJob, ['features/my-todo/MyTodoLayout.tsx', 'features/scraps/ScrapPage.tsx']],
  [paths.scrapEdu, ['features/my-todo/MyTodoLayout.tsx', 'features/scraps/ScrapPage.tsx']],
  [paths.notice, ['features/legal/LegalPages.tsx']],
  [paths.terms, ['features/legal/LegalPages.tsx']],
  [paths.privacy, ['features/legal/LegalPages.tsx']],
  [paths.contact, ['features/legal/LegalPages.tsx']],
];

/**
 * A member's screens whose data waits for the member's token, so no Link preload can fetch it: the page's head script
 * (first-paint.ts) asks for it with the token before anything else, and api-fetch.ts hands the answer to the app's
 * first request of the same path with the same token (issue 10: /mytodo/list painted its list after the app had run and
 * then asked). Paths exactly as the generated hooks build them (tests/unit/data-preload.test.ts); GETs only.
 */
export const MEMBER_DATA_PRELOADS: readonly (readonly [string, readonly string[]])[] = [
  [paths.myTodoList, ['/v1/my-dream/todo/jobs', '/v1/my-dream/todo']],
];

/** A pattern as the source of a RegExp matching a whole path (one trailing slash allowed). */
export function patternSource(pattern: string): string {
  const body = pattern === '/' ? '' : pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return `^${body}/?$`;
}
