import { useGetAllRegions } from '#generated/api/region/region.ts';
import { FALLBACK_REGIONS, type RegionEntry } from './regions.ts';

export type RegionsState =
  | { status: 'pending' }
  | { status: 'ready'; regions: readonly RegionEntry[]; usingFallback: boolean };

/**
 * All regions from GET /v1/region/all; when that fails, the built-in list (spec). No retries: the fallback is
 * complete, so making the member wait through back-off would only delay the picker.
 */
export function useRegions(): RegionsState {
  const query = useGetAllRegions({
    query: { retry: false, staleTime: Infinity, select: (response) => response.data },
  });
  if (query.isPending) return { status: 'pending' };
  if (query.isError || query.data.length === 0) return { status: 'ready', regions: FALLBACK_REGIONS, usingFallback: true };
  return { status: 'ready', regions: query.data, usingFallback: false };
}
