import { useQueryClient } from '@tanstack/react-query';
import { ResultCard, type CardParts } from '../search-kit/ResultCard.tsx';
import { ExampleBadge, ExampleNote, ExampleSearchLink, SiteTitle, type ExampleKind } from '../../shared/ui/ExampleMark.tsx';
import { refreshAfterScrap, type ScrapCalls } from '../search-kit/scrap-calls.ts';
import { ScrapRemoveButton } from './ScrapRemoveButton.tsx';
import { ScrapResults } from './ScrapResults.tsx';
import type { ScrapKind } from './scrap-messages.ts';
import type { ScrapFilter } from './scrap-query.ts';
import { useScrapRemoval } from './use-scrap-removal.ts';

/** A scrap list query (a page of scraps). */
export interface ScrapListQuery<Item> {
  data?: { data: { content: readonly Item[]; totalPages: number } };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A scrapped posting or course: imported, or an example (`isExample`). */
interface ScrapItem {
  scrapId: number;
  title: string;
  isExample: boolean;
}

/** What a scrap tab configures: its list and delete calls (hooks), its card. */
export interface ScrapTab<Item extends ScrapItem> {
  kind: ScrapKind;
  exampleKind: ExampleKind;
  useList: (filter: ScrapFilter) => ScrapListQuery<Item>;
  useCalls: () => Pick<ScrapCalls<Item>, 'remove' | 'refreshes'>;
  keyOf: (item: Item) => string;
  hrefOf: (item: Item) => string;
  /** said once a delete went through */
  removedNotice?: string;
  card: (item: Item) => CardParts;
}

interface ScrapListProps<Item extends ScrapItem> {
  tab: ScrapTab<Item>;
  filter: ScrapFilter;
  onPage: (page: number) => void;
  onClearRegion: () => void;
}

/** A tab of /mytodo/scrap: the cards, each with a delete that asks first. */
export function ScrapList<Item extends ScrapItem>({ tab, filter, onPage, onClearRegion }: ScrapListProps<Item>) {
  const queryClient = useQueryClient();
  const list = tab.useList(filter);
  const content = list.data?.data.content ?? [];
  const calls = tab.useCalls();
  const removal = useScrapRemoval<Item>({
    items: content,
    keyOf: tab.keyOf,
    titleOf: (item) => item.title,
    remove: calls.remove,
    onRemoved: () => {
      if (content.length === 1 && filter.page > 0) onPage(filter.page - 1);
      refreshAfterScrap(queryClient, calls, { checks: true });
      if (tab.removedNotice) removal.showNotice(tab.removedNotice);
    },
  });

  return (
    <ScrapResults
      itemKeys={content.map(tab.keyOf)}
      kind={tab.kind}
      state={{
        isPending: list.isPending,
        error: list.isError ? list.error : null,
        refetch: () => void list.refetch(),
        page: filter.page,
        totalPages: list.data?.data.totalPages ?? 0,
      }}
      onPage={onPage}
      removal={removal}
      regionFilter={filter.locName ? { regionName: filter.locName, clear: onClearRegion } : null}
      note={content.some((item) => item.isExample) && <ExampleNote kind={tab.exampleKind} />}
    >
      {content.map((item) => {
        const { top, sub, body } = tab.card(item);
        return (
          <li key={item.scrapId}>
            <ResultCard
              top={
                <>
                  {item.isExample && <ExampleBadge />}
                  {top}
                </>
              }
              sub={sub}
              title={<SiteTitle item={item} href={tab.hrefOf(item)} />}
            >
              {body}
              {item.isExample && <ExampleSearchLink kind={tab.exampleKind} href={tab.hrefOf(item)} />}
              <ScrapRemoveButton itemTitle={item.title} deleting={removal.isDeleting(item)} onClick={() => removal.ask(item)} />
            </ResultCard>
          </li>
        );
      })}
    </ScrapResults>
  );
}
