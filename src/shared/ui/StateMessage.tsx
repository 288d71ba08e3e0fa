import type { ReactNode } from 'react';
import './state-message.css';

/** Pending: a polite status line with a spinner, so a screen never sits blank while it loads. */
export function LoadingState({ label = '불러오는 중...' }: { label?: string }) {
  return (
    <p role="status" className="state-message state-message--loading">
      <span className="state-message__spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

/** Failure: the message (never a status code), with a retry button when retrying can help. */
export function ErrorState({ message, onRetry, children }: { message: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <div role="alert" className="state-message state-message--error">
      <p className="state-message__text">{message}</p>
      {(onRetry || children) && (
        <div className="state-message__actions">
          {onRetry && (
            <button type="button" className="button button--secondary" onClick={onRetry}>
              다시 시도
            </button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}

/** Nothing to show: a plain sentence and, optionally, where to go next. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="state-message state-message--empty">
      <p className="state-message__text">{message}</p>
      {children && <div className="state-message__actions">{children}</div>}
    </div>
  );
}

interface QueryStateProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** what failed to load (a retry button comes with it) */
  error: string;
  /** what the loaded list lacks, shown when isEmpty */
  empty: string;
  isEmpty: boolean;
  /** a small part of a section: failure and emptiness are a plain line in this class, without a retry */
  noteClassName?: string;
  children: ReactNode;
}

/** A query's section: loading, then its failure with a retry or its empty message, else the content. */
export function QueryState({ query, error, empty, isEmpty, noteClassName, children }: QueryStateProps) {
  if (query.isPending) return <LoadingState />;
  if (noteClassName && (query.isError || isEmpty)) return <p className={noteClassName}>{query.isError ? error : empty}</p>;
  if (query.isError) return <ErrorState message={error} onRetry={() => void query.refetch()} />;
  if (isEmpty) return <EmptyState message={empty} />;
  return children;
}
