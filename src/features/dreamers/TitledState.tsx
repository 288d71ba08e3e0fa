import type { ReactNode } from 'react';
import { paths } from '../../shared/routing/paths.ts';
import { EmptyState } from '../../shared/ui/StateMessage.tsx';
import { BackButton } from './BackButton.tsx';

/** A page that has nothing of the member's to show yet (loading, failed, missing): its plain title, then the state. */
export function TitledState({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <>
      <h1 id={id} className="page__title">
        {title}
      </h1>
      {children}
    </>
  );
}

interface DreamerPageProps {
  className: string;
  /** the h1's id, naming the page, and its title while nothing is shown */
  titleId: string;
  title: string;
  /** the id from the address, null when it is not a number */
  id: number | null;
  /** what a bad address says */
  missing: string;
  children: (id: number) => ReactNode;
}

/** Another member's page (their list, a memo): a way back, then the content for the id in the address. */
export function DreamerPage({ className, titleId, title, id, missing, children }: DreamerPageProps) {
  return (
    <section className={`page ${className}`} aria-labelledby={titleId}>
      <BackButton fallback={paths.home} />
      {id === null ? (
        <TitledState id={titleId} title={title}>
          <EmptyState message={missing} />
        </TitledState>
      ) : (
        children(id)
      )}
    </section>
  );
}
