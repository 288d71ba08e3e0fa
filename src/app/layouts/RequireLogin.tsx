import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { comeBackHere } from '../../shared/routing/login-return.ts';
import { paths } from '../../shared/routing/paths.ts';
import { sessionJustExpired } from '../../shared/session/session.ts';
import { useSession } from '../../shared/session/use-session.ts';
import type { ArrivalState } from './use-arrival-toast.ts';

export const LOGIN_REQUIRED_MESSAGE = '로그인 후 이용 가능한 기능입니다.';

/**
 * /mytodo and /mypage: without a stored access token, go home with the spec's toast. The toast offers 로그인하기, and
 * after logging in the member comes back to the page they opened (명세에 없어 정함).
 */
export function RequireLogin() {
  const { loggedIn } = useSession();
  const location = useLocation();
  if (!loggedIn) {
    // a session that just ended on its own was already announced once (SessionEndedListener): no second message
    if (sessionJustExpired()) return <Navigate to={paths.home} replace />;
    const state: ArrivalState = { toast: LOGIN_REQUIRED_MESSAGE, loginFrom: comeBackHere(location).from };
    return <Navigate to={paths.home} replace state={state} />;
  }
  return <Outlet />;
}
