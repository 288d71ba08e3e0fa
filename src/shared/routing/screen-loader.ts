// A screen's loader (the route table's `page` module may export one as `loader`): the data the screen asks for first,
// started when its route is matched instead of when it renders (docs/decisions/0016).
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';

/** Starts the screen's queries in the app's cache; it never waits and never throws (see startQuery). */
export type ScreenLoader = (queryClient: QueryClient, args: LoaderFunctionArgs) => void;

/**
 * Puts one of the generated queries (get…QueryOptions, with the options the screen's hook passes, so it is the same
 * query) in the cache unless it is there. Not awaited: the navigation goes on while it loads, and the screen's own
 * query joins the request. A failure is the screen's to show: its query asks again and shows its Korean error state.
 */
export function startQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): void {
  queryClient.ensureQueryData(options).catch(() => undefined);
}
