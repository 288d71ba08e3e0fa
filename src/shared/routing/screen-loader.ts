// A screen's loader (the route table's `page` module may export one as `loader`): the data the screen asks for first,
// started when its route is matched instead of when it renders (docs/decisions/0016).
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';

/**
 * Starts the screen's queries in the app's cache; it never throws (see startQuery) and the router never waits for it,
 * except on the page's first load when it returns its query: the page the server sent already shows that data (the
 * job's picture and name), so the app's first render waits for it too rather than replace it with a loading line
 * (at most FIRST_LOAD_WAIT_MS, src/app/router.tsx).
 */
export type ScreenLoader = (queryClient: QueryClient, args: LoaderFunctionArgs) => void | Promise<void>;

/**
 * Puts one of the generated queries (get…QueryOptions, with the options the screen's hook passes, so it is the same
 * query) in the cache unless it is there. The navigation goes on while it loads, and the screen's own query joins the
 * request. A failure is the screen's to show: its query asks again and shows its Korean error state; the promise
 * returned settles either way.
 */
export function startQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  return queryClient.ensureQueryData(options).then(
    () => undefined,
    () => undefined,
  );
}
