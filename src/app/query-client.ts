import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/http/api-error.ts';

const MINUTE = 60_000;

/** The spec's defaults: gc 5 min; queries retry 3 times with exponential back-off capped at 30 s; mutations never. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * MINUTE,
        // a 4xx answer will not change on retry (bad input, no permission, not found)
        retry: (failureCount, error) =>
          failureCount < 3 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: { retry: 0 },
    },
  });
}
