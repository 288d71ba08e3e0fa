import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';

/** What a route's `handle` gives this hook: its title (the route table's handles carry it). */
interface TitledHandle {
  title?: string;
}

/** Keeps document.title in step with the deepest route that names itself. */
export function usePageTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as TitledHandle | undefined)?.title)?.handle as
    | TitledHandle
    | undefined;
  useEffect(() => {
    document.title = title ? `${title.title} | 새길` : '새길';
  }, [title]);
}
