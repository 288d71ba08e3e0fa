import type { ReactNode } from 'react';
import { errorMessage } from '../../shared/http/api-error.ts';
import type { ScrapCalls } from './scrap-calls.ts';
import { useScrapHearts } from './use-scrap-hearts.ts';
import { AlertDialog } from '../../shared/ui/Dialog.tsx';
import { ExampleBadge, ExampleNote, type ExampleKind } from '../../shared/ui/ExampleMark.tsx';
import { Pagination } from '../../shared/ui/Pagination.tsx';
import { pageCount } from '../../shared/ui/pagination.ts';
import { ScrapHeart } from '../../shared/ui/ScrapHeart.tsx';
import { Select } from '../../shared/ui/Select.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/StateMessage.tsx';
import { DetailDialog, type DetailFact } from './DetailDialog.tsx';
import { FilterTags, type FilterTag } from './FilterTags.tsx';
import { ResultCard, type CardParts } from './ResultCard.tsx';
import { useDetailAddress } from './detail-address.ts';
import { SearchFilters } from './SearchFilters.tsx';
import { SearchLayout } from './SearchLayout.tsx';
import { searchTags, type SearchAction, type SearchState } from './search-state.ts';

/** One page of a search's list query. */
export interface SearchResults<Item> {
  list: { data?: unknown; isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  items: readonly Item[];
  total: number;
  pageSize: number;
}

/** An item of a search: a posting or a course, imported or an example (`isExample`). */
interface SearchItem {
  isExample: boolean;
}

/** What a search configures: its words, its sorts, its operations (as hooks), its card and its details. */
export interface SearchKit<Item extends SearchItem, Sort extends string, State extends SearchState<Sort>> {
  title: string;
  lead: string;
  /** the results' heading ('채용 공고'), also the pagination's name with ' 페이지' */
  resultsTitle: string;
  texts: { loading: string; failed: string; empty: string };
  sorts: readonly Sort[];
  useResults: (state: State) => SearchResults<Item>;
  /** the hearts: the kind of scrap, the item's id for the check call, and the calls (a hook) */
  scrap: { category: 'RECRUIT' | 'TRAINING'; idOf: (item: Item) => string; useCalls: () => ScrapCalls<Item> };
  keyOf: (item: Item, index: number) => string;
  /** the item's id in the address while its details are open (?detail=) */
  idOf: (item: Item) => string;
  titleOf: (item: Item) => string;
  card: (item: Item) => CardParts;
  /** what an example is called in its badge's line and its link ('사람인에서 비슷한 공고 찾기') */
  exampleKind: ExampleKind;
  detail: { linkLabel: string; hrefOf: (item: Item) => string; facts: (item: Item) => readonly (DetailFact | false)[] };
}

interface SearchPageProps<Item extends SearchItem, Sort extends string, State extends SearchState<Sort>> {
  kit: SearchKit<Item, Sort, State>;
  state: State;
  dispatch: (action: SearchAction<Sort>) => void;
  /** the search's own filters and their tags, before the job and the place */
  filters?: ReactNode;
  tags?: readonly FilterTag[];
  /** the search's own line above the results (the recruitment search's 새 공고 알림 받기) */
  extra?: ReactNode;
}

/** A search screen: filters, tags, sort, the result cards with hearts, pagination and the detail dialog. */
export function SearchPage<Item extends SearchItem, Sort extends string, State extends SearchState<Sort>>({
  kit,
  state,
  dispatch,
  filters,
  tags = [],
  extra,
}: SearchPageProps<Item, Sort, State>) {
  const { list, items, total, pageSize } = kit.useResults(state);
  const detail = useDetailAddress();
  const opened = items.find((item) => kit.idOf(item) === detail.id) ?? null;
  const calls = kit.scrap.useCalls();
  const hearts = useScrapHearts({
    category: kit.scrap.category,
    items,
    idOf: kit.scrap.idOf,
    create: calls.create,
    remove: calls.remove,
    refreshes: calls.refreshes,
  });

  return (
    <SearchLayout
      title={kit.title}
      lead={kit.lead}
      filters={
        <SearchFilters state={state} dispatch={dispatch}>
          {filters}
        </SearchFilters>
      }
      resultsTitle={kit.resultsTitle}
      total={list.data ? total : null}
      sort={
        <Select
          label="정렬"
          hideLabel
          value={state.sortBy}
          options={kit.sorts.map((value) => ({ value, label: value }))}
          onChange={(sortBy: Sort) => dispatch({ type: 'sort', sortBy })}
        />
      }
      tags={<FilterTags tags={[...tags, ...searchTags(state, dispatch)]} onReset={() => dispatch({ type: 'reset' })} />}
      busy={list.isFetching && !list.isPending}
    >
      {extra}
      {list.isPending ? (
        <LoadingState label={kit.texts.loading} />
      ) : list.isError ? (
        <ErrorState message={`${kit.texts.failed} ${errorMessage(list.error)}`} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState message={kit.texts.empty} />
      ) : (
        <>
          {items.some((item) => item.isExample) && <ExampleNote kind={kit.exampleKind} />}
          <ul className="result-list">
            {items.map((item, index) => (
              <li key={kit.keyOf(item, index)}>
                <SearchHit
                  card={kit.card(item)}
                  isExample={item.isExample}
                  title={kit.titleOf(item)}
                  scrapped={hearts.isScrapped(item)}
                  scrapBusy={hearts.isBusy(item)}
                  onToggleScrap={() => hearts.toggle(item)}
                  onOpen={() => detail.open(kit.idOf(item))}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={state.page}
            totalPages={pageCount(total, pageSize)}
            onChange={(page) => dispatch({ type: 'page', page })}
            label={`${kit.resultsTitle} 페이지`}
          />
        </>
      )}
      <DetailDialog
        title={opened ? kit.titleOf(opened) : null}
        href={opened ? kit.detail.hrefOf(opened) : ''}
        linkLabel={kit.detail.linkLabel}
        example={opened?.isExample ? kit.exampleKind : null}
        facts={opened ? kit.detail.facts(opened) : []}
        loggedIn={hearts.loggedIn}
        scrapped={opened ? hearts.isScrapped(opened) : false}
        scrapBusy={opened ? hearts.isBusy(opened) : false}
        onToggleScrap={() => opened && hearts.toggle(opened)}
        onClose={detail.close}
      />
      <AlertDialog open={hearts.notice !== null} message={hearts.notice ?? ''} onClose={hearts.closeNotice} />
    </SearchLayout>
  );
}

interface SearchHitProps {
  card: CardParts;
  isExample: boolean;
  title: string;
  scrapped: boolean;
  scrapBusy: boolean;
  onToggleScrap: () => void;
  onOpen: () => void;
}

/** A result card: its heart, and its title opens the details. */
function SearchHit({ card, isExample, title, scrapped, scrapBusy, onToggleScrap, onOpen }: SearchHitProps) {
  return (
    <ResultCard
      hover
      top={
        <>
          {isExample && <ExampleBadge />}
          {card.top}
          <ScrapHeart itemTitle={title} scrapped={scrapped} busy={scrapBusy} onToggle={onToggleScrap} />
        </>
      }
      sub={card.sub}
      title={
        <button type="button" className="result-card__open" onClick={onOpen} aria-haspopup="dialog">
          {title}
        </button>
      }
    >
      {card.body}
    </ResultCard>
  );
}
