import { Outlet } from 'react-router-dom';
import { Footer } from './Footer.tsx';
import { TopBar } from './TopBar.tsx';
import { useArrivalToast } from './use-arrival-toast.ts';
import { usePageTitle } from './use-page-title.ts';
import { useRouteFocus } from './use-route-focus.ts';
import './layout.css';

/** Login and sign-up: the top bar without its login area. */
export function AuthLayout() {
  useArrivalToast();
  usePageTitle();
  useRouteFocus();
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
