import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Whether the previous history entry is a page of this app (not a new tab's start page or another site). */
function cameFromThisApp(): boolean {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof index === 'number' && index > 0) return true;
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Back to where the visitor came from in the app; a page opened directly goes to `fallback` instead. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    if (cameFromThisApp()) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
