import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetScrapChecked } from '#generated/api/scrap/scrap.ts';
import type { ScrapCheckListResponse } from '#generated/model/scrapCheckListResponse.zod.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { refreshAfterScrap } from './scrap-calls.ts';
import { usePendingKeys } from './use-pending-keys.ts';
import { isScrappedAt, SCRAP_LOGIN_MESSAGE, scrapCheckQuery, scrapFailureMessage, withScrapAt } from './scrap-check.ts';

interface ScrapHeartsOptions<Item> {
  category: 'RECRUIT' | 'TRAINING';
  items: readonly Item[];
  /** the number the check call uses: a posting's id, a course's trprId */
  idOf: (item: Item) => string;
  create: (item: Item) => Promise<unknown>;
  remove: (item: Item) => Promise<unknown>;
  /** what a created or deleted scrap makes stale (the scrap lists) */
  refreshes: readonly QueryKey[];
}

export interface ScrapHearts<Item> {
  loggedIn: boolean;
  isScrapped: (item: Item) => boolean;
  isBusy: (item: Item) => boolean;
  toggle: (item: Item) => void;
  /** a message to show in an alert dialog (login needed, failure) */
  notice: string | null;
  closeNotice: () => void;
}

/**
 * Hearts for a list: state from GET /v1/scrap/checked (only with ids and a token), toggling creates or deletes the
 * scrap and updates the cached check answer, so the heart follows at once without another check call.
 */
export function useScrapHearts<Item>({ category, items, idOf, create, remove, refreshes }: ScrapHeartsOptions<Item>): ScrapHearts<Item> {
  const { loggedIn } = useSession();
  const queryClient = useQueryClient();
  const ids = items.map(idOf);
  const check = useGetScrapChecked({ category, idList: ids.join(',') }, { query: scrapCheckQuery(ids, loggedIn) });
  const busy = usePendingKeys();
  const [notice, setNotice] = useState<string | null>(null);

  const indexesOf = (id: string) => ids.flatMap((other, index) => (other === id ? [index] : []));
  const isScrapped = (item: Item) => isScrappedAt(check.data, ids.indexOf(idOf(item)));

  const toggle = (item: Item) => {
    if (!loggedIn) {
      setNotice(SCRAP_LOGIN_MESSAGE);
      return;
    }
    const id = idOf(item);
    if (busy.has(id)) return;
    const next = !isScrapped(item);
    busy
      .run(id, () => (next ? create(item) : remove(item)))
      .then(() => {
        queryClient.setQueryData<ScrapCheckListResponse>(check.queryKey, (old) => withScrapAt(old, indexesOf(id), next));
        refreshAfterScrap(queryClient, { refreshes });
      })
      .catch((error: unknown) => setNotice(scrapFailureMessage(error)));
  };

  return {
    loggedIn,
    isScrapped,
    isBusy: (item) => busy.has(idOf(item)),
    toggle,
    notice,
    closeNotice: () => setNotice(null),
  };
}
