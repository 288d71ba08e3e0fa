// The app's route table: every path the app answers, in one place. The router (src/app/router.tsx), the typed path
// builders (paths.ts), the pages the build writes for each screen and their preloads (vite-pages.ts), the server's
// page map (pages/manifest.json, written from this table) and the tests all read it; nothing parses source text.
// docs/decisions/0016.

/** Who stays on a screen: anyone; a visitor only (a member is sent home: login, sign-up); a member only (a visitor is
 *  sent home with the spec's toast). */
export type Access = 'anyone' | 'visitor' | 'member';

export interface ScreenRoute {
  /** the pattern, react-router's: ':name' is one segment */
  path: string;
  /** the browser tab's "<title> | 새길" */
  title: string;
  /** the module under src/ that draws the screen and the export that does (`module#Export`). The module may also
   *  export `loader` (a ScreenLoader, src/app/router.tsx): the data the screen asks for first, started before it renders. */
  page: `features/${string}.tsx#${string}`;
  access: Access;
  /** drawn inside the 나의 할 일 frame (features/my-todo/MyTodoLayout.tsx) */
  myTodo?: true;
  /** a public GET the screen makes first, its params written as in the path (':jobId'): the server sends it as a Link
   *  preload with the page (same for a visitor and a member, so the browser may hand its answer to the app's own
   *  request). It must be the generated hook's URL (tests/unit/data-preload.test.ts). `jobPicture`: the page's largest
   *  paint is the picture of the job the path names, and the server fills it and the job's name into the page. */
  dataPreload?: { url: string; jobPicture?: true };
}

/** A path that only sends on to a screen (named in ROUTES). */
export interface RedirectRoute {
  path: string;
  redirect: string;
}

export const MY_TODO_FRAME = 'features/my-todo/MyTodoLayout.tsx#MyTodoLayout';

export const ROUTES = {
  home: { path: '/', title: '홈', page: 'features/home/HomePage.tsx#HomePage', access: 'anyone' },
  login: { path: '/login', title: '로그인', page: 'features/auth/login/LoginPage.tsx#LoginPage', access: 'visitor' },
  // issue 27: a new password with the login id and the recovery code
  findAccount: { path: '/find-account', title: '아이디·비밀번호 찾기', page: 'features/auth/recover/RecoverPage.tsx#RecoverPage', access: 'visitor' },
  // issue 27: where 카카오·네이버 send the person back (docs/decisions/0021); a member linking comes back here too
  socialCallback: {
    path: '/login/callback/:provider',
    title: '간편 로그인',
    page: 'features/auth/social/SocialCallbackPage.tsx#SocialCallbackPage',
    access: 'anyone',
  },
  signup: { path: '/signup', title: '회원가입', page: 'features/auth/signup/SignUpPage.tsx#SignUpPage', access: 'visitor' },
  onboard: { path: '/onboard', title: '나에게 맞는 직업 찾기', page: 'features/onboard/OnboardPage.tsx#OnboardPage', access: 'anyone' },
  jobRecommend: { path: '/jobrecommend', title: '추천 직업', page: 'features/recommend/RecommendPage.tsx#RecommendPage', access: 'anyone' },
  jobSearch: { path: '/jobsearch', title: '채용 정보', page: 'features/recruit/RecruitSearchPage.tsx#RecruitSearchPage', access: 'anyone' },
  learning: { path: '/learning', title: '학원 정보', page: 'features/training/TrainingSearchPage.tsx#TrainingSearchPage', access: 'anyone' },
  jobFound: { path: '/jobfound', title: '직업 정보', page: 'features/jobs/JobFoundPage.tsx#JobFoundPage', access: 'anyone' },
  jobInfo: {
    path: '/jobinfo/:jobId',
    title: '직업 상세',
    page: 'features/jobs/JobInfoPage.tsx#JobInfoPage',
    access: 'anyone',
    // the job's picture is the page's largest paint: the server, which knows the job, writes it into the page with the
    // job's name (server/plugins/job-page.ts) and preloads its file for the app
    dataPreload: { url: '/v1/job/detail/:jobId', jobPicture: true },
  },
  others: { path: '/others/:jobId', title: '같은 꿈을 꾸는 사람들', page: 'features/dreamers/DreamersByJobPage.tsx#DreamersByJobPage', access: 'anyone' },
  othersList: { path: '/otherslist/:todoGroupId', title: '다른 회원의 할 일', page: 'features/dreamers/DreamerListPage.tsx#DreamerListPage', access: 'anyone' },
  otherTodoMemo: { path: '/othertodo/memo/:todoId', title: '다른 회원의 메모', page: 'features/dreamers/DreamerMemoPage.tsx#DreamerMemoPage', access: 'anyone' },
  myPage: { path: '/mypage', title: '내 정보', page: 'features/account/AccountPage.tsx#AccountPage', access: 'member' },
  // issue 23: new-posting alerts (settings, this phone's notifications, 알림함)
  alerts: { path: '/alerts', title: '새 공고 알림', page: 'features/alerts/AlertsPage.tsx#AlertsPage', access: 'member' },
  myTodo: { path: '/mytodo', redirect: 'myTodoList' },
  myTodoList: { path: '/mytodo/list', title: '나의 할 일', page: 'features/my-todo/TodoListPage.tsx#TodoListPage', access: 'member', myTodo: true },
  myTodoAdd: { path: '/mytodo/add/:todoGroupId', title: '할 일 추가', page: 'features/my-todo/TodoMemoPage.tsx#TodoMemoPage', access: 'member', myTodo: true },
  myTodoEdit: { path: '/mytodo/edit/:todoId', title: '할 일 수정', page: 'features/my-todo/TodoMemoPage.tsx#TodoMemoPage', access: 'member', myTodo: true },
  myTodoMemo: { path: '/mytodo/memo/:todoId', title: '메모 보기', page: 'features/my-todo/TodoMemoPage.tsx#TodoMemoPage', access: 'member', myTodo: true },
  myTodoScrap: { path: '/mytodo/scrap', redirect: 'scrapJob' },
  scrapJob: { path: '/mytodo/scrap/job', title: '스크랩한 채용 정보', page: 'features/scraps/ScrapPage.tsx#ScrapJobPage', access: 'member', myTodo: true },
  scrapEdu: { path: '/mytodo/scrap/edu', title: '스크랩한 학원 정보', page: 'features/scraps/ScrapPage.tsx#ScrapEduPage', access: 'member', myTodo: true },
  // a member's plan shown through a link (issue 22): read-only, no login; the token is in the fragment (#t=…)
  sharedPlan: { path: '/s', title: '함께 보는 계획', page: 'features/shared-plan/SharedPlanPage.tsx#SharedPlanPage', access: 'anyone' },
  // the footer's pages (issue 21): not in the spec's route table
  notice: { path: '/notice', title: '공지사항', page: 'features/legal/LegalPages.tsx#NoticePage', access: 'anyone' },
  terms: { path: '/terms', title: '이용약관', page: 'features/legal/LegalPages.tsx#TermsPage', access: 'anyone' },
  privacy: { path: '/privacy', title: '개인정보 처리방침', page: 'features/legal/LegalPages.tsx#PrivacyPage', access: 'anyone' },
  contact: { path: '/contact', title: '문의하기', page: 'features/legal/LegalPages.tsx#ContactPage', access: 'anyone' },
} as const satisfies Record<string, ScreenRoute | RedirectRoute>;

export type RouteName = keyof typeof ROUTES;

export const NOT_FOUND_TITLE = '페이지를 찾을 수 없어요';

export const isScreen = (route: ScreenRoute | RedirectRoute): route is ScreenRoute => 'page' in route;

/** The screens, with their names, in the table's order. */
export const SCREENS: readonly (ScreenRoute & { name: RouteName })[] = (Object.entries(ROUTES) as [RouteName, ScreenRoute | RedirectRoute][])
  .filter((entry): entry is [RouteName, ScreenRoute] => isScreen(entry[1]))
  .map(([name, route]) => ({ ...route, name }));

/** `features/jobs/JobInfoPage.tsx#JobInfoPage` → ['features/jobs/JobInfoPage.tsx', 'JobInfoPage'] */
export function pageModule(page: ScreenRoute['page']): [module: string, exportName: string] {
  const [module = '', exportName = ''] = page.split('#');
  return [module, exportName];
}

/** The modules under src/ a screen's route loads first (the 나의 할 일 frame, then its page): the build preloads their
 *  chunks and inlines their CSS in the screen's page (vite-pages.ts). */
export function screenModules(screen: ScreenRoute): string[] {
  const pages: ScreenRoute['page'][] = screen.myTodo ? [MY_TODO_FRAME, screen.page] : [screen.page];
  return pages.map((page) => pageModule(page)[0]);
}

/** A pattern as the source of a RegExp matching a whole path (one trailing slash allowed); each ':name' one segment,
 *  captured by name. */
export function patternSource(pattern: string): string {
  const body = pattern === '/' ? '' : pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, '(?<$1>[^/]+)');
  return `^${body}/?$`;
}

/** One entry of the server's page map (pages/manifest.json): the page the build wrote for a path pattern, and the
 *  public data its screen asks for first ('/v1/job/detail/:jobId': the param named as in the pattern). */
export interface PageMapEntry {
  pattern: string;
  /** the pattern as a RegExp source (patternSource), for the server */
  source: string;
  file: string;
  preload?: string;
  jobPicture?: true;
}

/** `/jobinfo/:jobId` → jobinfo, `/mytodo/scrap/job` → mytodo-scrap-job, `/` → home */
export const pageName = (pattern: string) => (pattern === '/' ? 'home' : pattern.slice(1).replace(/\/:[A-Za-z]+/g, '').replaceAll('/', '-'));

/** The server's page map of the screens (the build writes it as pages/manifest.json). */
export function screenPageMap(screens: readonly ScreenRoute[]): PageMapEntry[] {
  return screens.map(({ path, dataPreload }) => ({
    pattern: path,
    source: patternSource(path),
    file: `pages/${pageName(path)}.html`,
    ...(dataPreload ? { preload: dataPreload.url } : {}),
    ...(dataPreload?.jobPicture ? { jobPicture: true as const } : {}),
  }));
}
