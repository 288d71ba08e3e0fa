// The first paint of each screen, rendered once at build time: Vite builds this module for SSR after the client and
// vite-pages.ts writes each screen's page from it (docs/decisions/0016). A render is the screen's frame as a visitor or
// as a member with no data yet (the same loading states the app shows), so the page paints at once on a slow phone.
// Nothing here runs in the browser: the app replaces this markup (main.tsx).
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { readSessionFrom, STORAGE_KEYS } from '../shared/session/session.ts';
import { ToastProvider } from '../shared/ui/toast.tsx';
import { createQueryClient } from './query-client.ts';
import { createRoutes } from './router.tsx';

// what the page writer needs besides the renders: the table's screens and page map, and the inline scripts
export { pageName, screenModules, screenPageMap, SCREENS } from '../shared/routing/routes.ts';
export { inlineScripts } from './head/head-script.ts';

const routes = createRoutes(null);

/**
 * The markup of `path` as a visitor or a member sees it before any data (the session reads a storage of the render's
 * own: a member has a token). Ids and radio group names start with the reader's name, so two renders can share a page.
 */
export async function prerender(path: string, member: boolean): Promise<string> {
  readSessionFrom({ getItem: (key) => (member && key === STORAGE_KEYS.accessToken ? 'first-paint' : null) });
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
      { identifierPrefix: member ? 'member-' : 'visitor-' },
    );
  } finally {
    queryClient.clear(); // the render's queries would otherwise hold the build open until their gcTime
  }
}
