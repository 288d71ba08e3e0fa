import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { readLoginArrival } from '../../features/auth/login/login-arrival.ts';
import { afterLoginPath } from '../../shared/routing/login-return.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { Footer } from './Footer.tsx';
import { TopBar } from './TopBar.tsx';
import { useArrivalToast } from './use-arrival-toast.ts';
import { usePageTitle } from './use-page-title.ts';
import { useRouteFocus } from './use-route-focus.ts';
import './layout.css';

/** Login and sign-up: the top bar without its login area. A member already logged in goes where they came from, or home. */
export function AuthLayout() {
  useArrivalToast();
  usePageTitle();
  useRouteFocus();
  const location = useLocation();
  const { loggedIn } = useSession();
  if (loggedIn) return <Navigate to={afterLoginPath(readLoginArrival(location).from)} replace />;
  return (
    <div className="layout layout--auth">
      <a href="#main" className="skip-link">
        본문 바로가기
      </a>
      <TopBar showLoginArea={false} />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
