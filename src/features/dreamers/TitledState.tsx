import type { ReactNode } from 'react';

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
