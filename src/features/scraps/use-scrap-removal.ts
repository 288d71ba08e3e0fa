import { useState } from 'react';
import { SCRAP_DELETE_FAILED } from './scrap-messages.ts';
import { usePendingKeys } from '../search-kit/use-pending-keys.ts';

interface ScrapRemovalOptions<Item> {
  /** the cards shown, in order */
  items: readonly Item[];
  keyOf: (item: Item) => string;
  /** named in the confirmation, so the member sees which scrap goes */
  titleOf: (item: Item) => string;
  remove: (item: Item) => Promise<unknown>;
  /** after the server removed it (refetch, messages) */
  onRemoved: (item: Item) => void;
}

/** A removed scrap: its key and where its card was, so focus can go to the card that takes its place. */
export interface RemovedScrap {
  key: string;
  index: number;
}

/** Ask '스크랩을 삭제하시겠습니까?', then delete; the card's button stays disabled while its delete runs. */
export function useScrapRemoval<Item>({ items, keyOf, titleOf, remove, onRemoved }: ScrapRemovalOptions<Item>) {
  const [asking, setAsking] = useState<Item | null>(null);
  const [removed, setRemoved] = useState<RemovedScrap | null>(null);
  const deleting = usePendingKeys();
  const [notice, setNotice] = useState<string | null>(null);

  const confirm = () => {
    const item = asking;
    setAsking(null);
    if (!item) return;
    const key = keyOf(item);
    const index = items.findIndex((other) => keyOf(other) === key);
    deleting
      .run(key, () => remove(item))
      .then(() => {
        setRemoved({ key, index: Math.max(index, 0) });
        onRemoved(item);
      })
      .catch(() => setNotice(SCRAP_DELETE_FAILED));
  };

  return {
    asking,
    askingTitle: asking === null ? null : titleOf(asking),
    ask: setAsking,
    cancel: () => setAsking(null),
    confirm,
    isDeleting: (item: Item) => deleting.has(keyOf(item)),
    removed,
    /** focus has moved on from the removed card */
    clearRemoved: setRemoved,
    notice,
    showNotice: setNotice,
    closeNotice: () => setNotice(null),
  };
}
