import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../router.tsx';

/** Keeps document.title in step with the deepest route that names itself. */
export function usePageTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  useEffect(() => {
    document.title = title ? `${title.title} | 새길` : '새길';
  }, [title]);
}
