import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ToastState } from '../../shared/routing/paths.ts';
import { useToast } from '../../shared/ui/toast.tsx';

/** Shows a toast passed in navigation state once (long enough to read: toast-duration.ts), then clears the state. */
export function useArrivalToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const message = (location.state as ToastState | null)?.toast;

  useEffect(() => {
    if (!message) return;
    toast.show(message);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [message, location.pathname, location.search, navigate, toast]);
}
