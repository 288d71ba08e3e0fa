import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths.ts';
import { AlertDialog, ConfirmDialog } from '../../shared/ui/Dialog.tsx';
import { Pagination } from '../../shared/ui/Pagination.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/StateMessage.tsx';
import type { RemovedScrap } from './use-scrap-removal.ts';
import {
  SCRAP_DELETE_QUESTION,
  SCRAP_LOADING,
  scrapEmptyMessage,
  scrapFilteredEmptyMessage,
  scrapListErrorMessage,
  type ScrapKind,
} from './scrap-messages.ts';
import './scrap-list.css';

interface ScrapQueryState {
  isPending: boolean;
  error: unknown;
  refetch: () => void;
  page: number;
  totalPages: number;
}

interface Removal {
  asking: unknown;
  askingTitle: string | null;
  cancel: () => void;
  confirm: () => void;
  notice: string | null;
  closeNotice: () => void;
  removed: RemovedScrap | null;
  clearRemoved: (removed: null) => void;
}

interface ScrapResultsProps {
  kind: ScrapKind;
  /** the cards' keys, in order (the same keys the removal uses) */
  itemKeys: readonly string[];
  state: ScrapQueryState;
  onPage: (page: number) => void;
  removal: Removal;
  /** the cards, one <li> each */
  children: ReactNode[];
  /** the region filter in force, and how to lift it (an empty page then means "none there", not "none at all") */
  regionFilter?: { regionName: string; clear: () => void } | null;
  /** a line above the cards (why some are examples) */
  note?: ReactNode;
}

/** Loading, error, empty or the card grid with pagination, plus the delete confirmation and its messages. */
export function ScrapResults({ kind, itemKeys, state, onPage, removal, children, regionFilter, note }: ScrapResultsProps) {
  const gridRef = useRef<HTMLUListElement>(null);
  const emptyLinkRef = useRef<HTMLAnchorElement>(null);
  const { removed, clearRemoved, asking, notice } = removal;
  const removedGone = removed !== null && !state.isPending && !itemKeys.includes(removed.key);

  // The removed card's button held focus. Once the list no longer has the card (and no dialog is open), focus goes
  // to the card now in its place (or the last one), or to the empty state's link, not back to the top of the page.
  useEffect(() => {
    if (!removed || !removedGone || asking !== null || notice !== null) return;
    clearRemoved(null);
    // only when focus went down with the card (not when the member has already moved on)
    const active = document.activeElement;
    if (active && active !== document.body && !gridRef.current?.contains(active)) return;
    const cards = gridRef.current ? [...gridRef.current.children] : [];
    const card = cards[Math.min(removed.index, cards.length - 1)];
    const target = card?.querySelector<HTMLElement>('a[href], button') ?? emptyLinkRef.current;
    target?.focus();
  }, [removed, removedGone, asking, notice, clearRemoved]);

  let body;
  if (state.isPending) body = <LoadingState label={SCRAP_LOADING} />;
  else if (state.error) body = <ErrorState message={scrapListErrorMessage(state.error)} onRetry={state.refetch} />;
  else if (children.length === 0 && regionFilter)
    body = (
      <EmptyState message={scrapFilteredEmptyMessage(kind, regionFilter.regionName)}>
        <button type="button" className="button" onClick={regionFilter.clear}>
          지역 해제하고 모두 보기
        </button>
      </EmptyState>
    );
  else if (children.length === 0)
    body = (
      <EmptyState message={scrapEmptyMessage(kind)}>
        <Link ref={emptyLinkRef} to={kind === 'job' ? paths.jobSearch : paths.learning} className="button">
          {kind === 'job' ? '채용 정보 보러 가기' : '학원 정보 보러 가기'}
        </Link>
      </EmptyState>
    );
  else
    body = (
      <>
        {note}
        <ul ref={gridRef} className="scrap-grid">
          {children}
        </ul>
        <Pagination page={state.page} totalPages={state.totalPages} onChange={onPage} label="스크랩 페이지" />
      </>
    );

  return (
    <>
      {body}
      <ConfirmDialog
        open={removal.asking !== null}
        title={SCRAP_DELETE_QUESTION}
        message={removal.askingTitle ?? undefined}
        confirmLabel="삭제"
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
      <AlertDialog open={removal.notice !== null} message={removal.notice ?? ''} onClose={removal.closeNotice} />
    </>
  );
}
