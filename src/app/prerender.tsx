// The first paint of each screen, rendered once at build time (vite-prerender.ts, docs/decisions/0011): the screen's
// frame as a visitor or as a member with no data yet (the same loading states the app shows), so the built page for
// its path paints at once on a slow phone. Nothing here runs in the browser: the app replaces this markup (main.tsx).
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { isScreen, ROUTES, type RedirectRoute, type ScreenRoute } from '../shared/routing/routes.ts';
import { ToastProvider } from '../shared/ui/toast.tsx';
import { createQueryClient } from './query-client.ts';
import { createRoutes } from './router.tsx';

const routes = createRoutes(null);

/** Who stays on the path (the route table's access): a visitor is sent away from members' screens, a member from login
 *  and sign-up. */
export function readers(path: string): { visitor: boolean; member: boolean } {
  const ids = (matchRoutes(routes, path) ?? []).map(({ route }) => route.id);
  const screen = ids
    .map((id) => (ROUTES as Record<string, ScreenRoute | RedirectRoute | undefined>)[id ?? '']).find((route): route is ScreenRoute => Boolean(route && isScreen(route)));
  return { visitor: screen?.access !== 'member', member: screen?.access !== 'visitor' };
}

/**
 * The markup of `path` as the browser's storage makes it: the caller sets localStorage (a member has a token). Ids
 * and radio group names start with `idPrefix`, so two renders can share a page.
 */
export async function prerender(path: string, idPrefix: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path}: answered ${context.status}, not a screen`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  try {
    return renderToString(
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ToastProvider>
      </QueryClientProvider>,
      { identifierPrefix: idPrefix },
    );
  } finally {
    queryClient.clear(); // the render's queries would otherwise hold the build open until their gcTime
  }
}
