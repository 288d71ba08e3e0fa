import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../shared/routing/paths.ts';
import { PageLoading } from '../shared/ui/PageLoading.tsx';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { MainLayout } from './layouts/MainLayout.tsx';
import { RequireLogin } from './layouts/RequireLogin.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

/** A route's title: shown in the browser tab as "<title> | 새길". */
export interface RouteHandle {
  title: string;
}

/** A lazily loaded screen (each feature is its own chunk) with its title; the home path is the layout's index. */
function screen(path: string, title: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    ...(path === paths.home ? { index: true } : { path }),
    handle: { title } satisfies RouteHandle,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteErrorPage />,
    lazy: () => load().then((Component) => ({ Component })),
  };
}

const memoPage = () => import('../features/my-todo/TodoMemoPage.tsx').then((m) => m.TodoMemoPage);
const scrapPages = () => import('../features/scraps/ScrapPage.tsx');

export const routes: RouteObject[] = [
  {
    element: <AuthLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      screen(paths.login, '로그인', () => import('../features/auth/login/LoginPage.tsx').then((m) => m.LoginPage)),
      screen(paths.signup, '회원가입', () => import('../features/auth/signup/SignUpPage.tsx').then((m) => m.SignUpPage)),
    ],
  },
  {
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      screen(paths.home, '홈', () => import('../features/home/HomePage.tsx').then((m) => m.HomePage)),
      screen(paths.onboard, '나에게 맞는 직업 찾기', () => import('../features/onboard/OnboardPage.tsx').then((m) => m.OnboardPage)),
      screen(paths.jobRecommend, '추천 직업', () => import('../features/recommend/RecommendPage.tsx').then((m) => m.RecommendPage)),
      screen(paths.jobSearch, '채용 정보', () =>
        import('../features/recruit/RecruitSearchPage.tsx').then((m) => m.RecruitSearchPage),
      ),
      screen(paths.learning, '학원 정보', () =>
        import('../features/training/TrainingSearchPage.tsx').then((m) => m.TrainingSearchPage),
      ),
      screen(paths.jobFound, '직업 정보', () => import('../features/jobs/JobFoundPage.tsx').then((m) => m.JobFoundPage)),
      screen(paths.jobInfo(':jobId'), '직업 상세', () => import('../features/jobs/JobInfoPage.tsx').then((m) => m.JobInfoPage)),
      screen(paths.others(':jobId'), '같은 꿈을 꾸는 사람들', () =>
        import('../features/dreamers/DreamersByJobPage.tsx').then((m) => m.DreamersByJobPage),
      ),
      screen(paths.othersList(':todoGroupId'), '다른 회원의 할 일', () =>
        import('../features/dreamers/DreamerListPage.tsx').then((m) => m.DreamerListPage),
      ),
      screen(paths.otherTodoMemo(':todoId'), '다른 회원의 메모', () =>
        import('../features/dreamers/DreamerMemoPage.tsx').then((m) => m.DreamerMemoPage),
      ),
      screen(paths.notice, '공지사항', () => import('../features/legal/LegalPages.tsx').then((m) => m.NoticePage)),
      screen(paths.terms, '이용약관', () => import('../features/legal/LegalPages.tsx').then((m) => m.TermsPage)),
      screen(paths.privacy, '개인정보 처리방침', () => import('../features/legal/LegalPages.tsx').then((m) => m.PrivacyPage)),
      screen(paths.contact, '문의하기', () => import('../features/legal/LegalPages.tsx').then((m) => m.ContactPage)),
      {
        element: <RequireLogin />,
        children: [
          screen(paths.myPage, '내 정보', () => import('../features/account/AccountPage.tsx').then((m) => m.AccountPage)),
          {
            path: paths.myTodo,
            hydrateFallbackElement: <PageLoading />,
            errorElement: <RouteErrorPage />,
            lazy: () => import('../features/my-todo/MyTodoLayout.tsx').then((m) => ({ Component: m.MyTodoLayout })),
            children: [
              { index: true, element: <Navigate to={paths.myTodoList} replace /> },
              screen(paths.myTodoList, '나의 할 일', () => import('../features/my-todo/TodoListPage.tsx').then((m) => m.TodoListPage)),
              screen(paths.myTodoAdd(':todoGroupId'), '할 일 추가', memoPage),
              screen(paths.myTodoEdit(':todoId'), '할 일 수정', memoPage),
              screen(paths.myTodoMemo(':todoId'), '메모 보기', memoPage),
              {
                path: paths.myTodoScrap,
                children: [
                  { index: true, element: <Navigate to={paths.scrapJob} replace /> },
                  screen(paths.scrapJob, '스크랩한 채용 정보', () => scrapPages().then((m) => m.ScrapJobPage)),
                  screen(paths.scrapEdu, '스크랩한 학원 정보', () => scrapPages().then((m) => m.ScrapEduPage)),
                ],
              },
            ],
          },
        ],
      },
      { path: '*', handle: { title: '페이지를 찾을 수 없어요' } satisfies RouteHandle, element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createRouter>;

/** Resolves once the first screen's code has loaded (its lazy route, or the error element when it could not). */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
