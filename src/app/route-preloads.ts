// Which screen modules each path of the app loads first, for the build: a tiny script the HTML loads beside the entry
// asks for the current path's chunks and CSS (vite-first-load.ts), so they are not requested only once the entry has
// arrived and run (issue 10). A path missing here still works: its chunk is fetched after the entry, as before.
// tests/unit/route-preloads.test.ts checks that every screen router.tsx loads lazily is listed.

/** [path pattern (':name' stands for one segment), modules in src/ the route's lazy() loads]. */
export const ROUTE_PRELOADS: readonly (readonly [string, readonly string[]])[] = [
  ['/', ['features/home/HomePage.tsx']],
  ['/login', ['features/auth/login/LoginPage.tsx']],
  ['/signup', ['features/auth/signup/SignUpPage.tsx']],
  ['/onboard', ['features/onboard/OnboardPage.tsx']],
  ['/jobrecommend', ['features/recommend/RecommendPage.tsx']],
  ['/jobsearch', ['features/recruit/RecruitSearchPage.tsx']],
  ['/learning', ['features/training/TrainingSearchPage.tsx']],
  ['/jobfound', ['features/jobs/JobFoundPage.tsx']],
  ['/jobinfo/:id', ['features/jobs/JobInfoPage.tsx']],
  ['/others/:id', ['features/dreamers/DreamersByJobPage.tsx']],
  ['/otherslist/:id', ['features/dreamers/DreamerListPage.tsx']],
  ['/othertodo/memo/:id', ['features/dreamers/DreamerMemoPage.tsx']],
  ['/mypage', ['features/account/AccountPage.tsx']],
  ['/mytodo/list', ['features/my-todo/MyTodoLayout.tsx', 'features/my-todo/TodoListPage.tsx']],
  ['/mytodo/add/:id', ['features/my-todo/MyTodoLayout.tsx', 'features/my-todo/TodoMemoPage.tsx']],
  ['/mytodo/edit/:id', ['features/my-todo/MyTodoLayout.tsx', 'features/my-todo/TodoMemoPage.tsx']],
  ['/mytodo/memo/:id', ['features/my-todo/MyTodoLayout.tsx', 'features/my-todo/TodoMemoPage.tsx']],
  ['/mytodo/scrap/:kind', ['features/my-todo/MyTodoLayout.tsx', 'features/scraps/ScrapPage.tsx']],
];

/** A pattern as the source of a RegExp matching a whole path (one trailing slash allowed). */
export function patternSource(pattern: string): string {
  const body = pattern === '/' ? '' : pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return `^${body}/?$`;
}
