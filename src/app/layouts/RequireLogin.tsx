import { Navigate, Outlet } from 'react-router-dom';
import { paths, type ToastState } from '../../shared/routing/paths.ts';
import { useSession } from '../../shared/session/use-session.ts';

export const LOGIN_REQUIRED_MESSAGE = '로그인 후 이용 가능한 기능입니다.';

/** /mytodo and /mypage: without a stored access token, go home with the spec's toast. */
export function RequireLogin() {
  const { loggedIn } = useSession();
  if (!loggedIn) return <Navigate to={paths.home} replace state={{ toast: LOGIN_REQUIRED_MESSAGE } satisfies ToastState} />;
  return <Outlet />;
}
