import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginReturnState } from '../../shared/routing/login-return.ts';
import { paths, type ToastState } from '../../shared/routing/paths.ts';
import { useToast } from '../../shared/ui/toast.tsx';

/** A toast passed in navigation state; `loginFrom`: the member-only page the visitor opened (the toast offers 로그인하기). */
export interface ArrivalState extends ToastState {
  loginFrom?: string;
}

export const LOGIN_ACTION = '로그인하기';

/** Shows a toast passed in navigation state once (long enough to read: toast-duration.ts), then clears the state. */
export function useArrivalToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const state = location.state as ArrivalState | null;
  const message = state?.toast;
  const loginFrom = typeof state?.loginFrom === 'string' ? state.loginFrom : undefined;

  useEffect(() => {
    if (!message) return;
    const login = () => navigate(paths.login, { state: { from: loginFrom } satisfies LoginReturnState });
    toast.show(message, loginFrom ? { action: { label: LOGIN_ACTION, onClick: login } } : undefined);
    // only the toast is forgotten: a page's own state (the /jobrecommend results) and address (the /s link's #t=) stay
    const { toast: _shown, loginFrom: _from, ...rest } = location.state as ArrivalState & Record<string, unknown>;
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: Object.keys(rest).length ? rest : null });
  }, [message, loginFrom, location.pathname, location.search, location.hash, location.state, navigate, toast]);
}
