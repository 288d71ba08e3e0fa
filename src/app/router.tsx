// The router, built from the route table (src/shared/routing/routes.ts): each screen's module is loaded lazily (its
// own chunk) with the data it asks for first (its `loader`, started as the screen's code arrives). docs/decisions/0016.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import {
  MY_TODO_FRAME,
  NOT_FOUND_TITLE,
  pageModule,
  ROUTES,
  SCREENS,
  type RedirectRoute,
  type RouteName,
  type ScreenRoute,
} from '../shared/routing/routes.ts';
import type { ScreenLoader } from '../shared/routing/screen-loader.ts';
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

type ScreenModule = Record<string, unknown> & { loader?: ScreenLoader };

// the modules a route may name (the table's `page`), each its own chunk; the test of the table holds that every page
// it names is one of them. The kits (search-kit, help-kit) hold parts of screens, not screens: a screen's part made a
// chunk of its own would be one more file in that screen's first load.
export const SCREEN_MODULES = import.meta.glob<ScreenModule>([
  '../features/**/*Page.tsx',
  '../features/**/*Pages.tsx',
  '../features/**/*Layout.tsx',
  '!../features/*-kit/**',
]);

/** The longest the app's first render waits for the data a screen's page already shows (ScreenLoader): past it the
 *  screen shows its loading line, and the page stops being inert. */
export const FIRST_LOAD_WAIT_MS = 1000;

/** Whether the router's first navigation (the page's first load) is over. */
interface FirstLoad {
  done: boolean;
}

const settled = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]).then(() => null);

function lazyPage(page: ScreenRoute['page'], queryClient: QueryClient | null, firstLoad: FirstLoad): RouteObject['lazy'] {
  const [module, name] = pageModule(page);
  const load = SCREEN_MODULES[`../${module}`];
  if (!load) throw new Error(`route table: ${module} is not a screen module`);
  return async () => {
    const loaded = await load();
    const start = queryClient ? loaded.loader : undefined;
    return {
      Component: loaded[name] as ComponentType,
      ...(start && queryClient
        ? {
            loader: (args: LoaderFunctionArgs) => {
              const started = start(queryClient, args);
              return started && !firstLoad.done ? settled(started, FIRST_LOAD_WAIT_MS) : null;
            },
          }
        : {}),
    };
  };
}

function screenRoute(screen: ScreenRoute & { name: RouteName }, queryClient: QueryClient | null, firstLoad: FirstLoad): RouteObject {
  return {
    ...(screen.path === ROUTES.home.path ? { index: true } : { path: screen.path }),
    id: screen.name,
    handle: { title: screen.title } satisfies RouteHandle,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteErrorPage />,
    lazy: lazyPage(screen.page, queryClient, firstLoad),
  };
}

const redirects = (Object.values(ROUTES) as (ScreenRoute | RedirectRoute)[]).filter((r): r is RedirectRoute => 'redirect' in r);

/** A redirect to one of the 나의 할 일 screens sits in their frame; the frame's own path is its index. */
function redirectRoute(route: RedirectRoute): RouteObject {
  const to = <Navigate to={ROUTES[route.redirect as RouteName].path} replace />;
  return route.path === ROUTES.myTodo.path ? { index: true, element: to } : { path: route.path, element: to };
}

/**
 * The route objects of the table. With a query client each screen's loader starts its data in it; the build's render
 * of the first paint (prerender.tsx) passes none: no data there. Until `firstLoad` is done, a loader that returns its
 * data is waited for (ScreenLoader).
 */
export function createRoutes(queryClient: QueryClient | null, firstLoad: FirstLoad = { done: true }): RouteObject[] {
  const screens = (access: ScreenRoute['access'], myTodo = false) =>
    SCREENS.filter((s) => s.access === access && Boolean(s.myTodo) === myTodo).map((s) => screenRoute(s, queryClient, firstLoad));
  return [
    { element: <AuthLayout />, errorElement: <RouteErrorPage />, children: screens('visitor') },
    {
      element: <MainLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        ...screens('anyone'),
        {
          element: <RequireLogin />,
          children: [
            ...screens('member'),
            {
              path: ROUTES.myTodo.path,
              id: 'myTodoFrame',
              hydrateFallbackElement: <PageLoading />,
              errorElement: <RouteErrorPage />,
              lazy: lazyPage(MY_TODO_FRAME, null, firstLoad),
              children: [...redirects.map(redirectRoute), ...screens('member', true)],
            },
          ],
        },
        { path: '*', handle: { title: NOT_FOUND_TITLE } satisfies RouteHandle, element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  const firstLoad: FirstLoad = { done: false };
  const router = createBrowserRouter(createRoutes(queryClient, firstLoad));
  void routerReady(router).then(() => (firstLoad.done = true));
  return router;
}
export type AppRouter = ReturnType<typeof createBrowserRouter>;

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
