import { Outlet } from 'react-router-dom';
import { FloatingTodo, FloatingTodoLauncher, useFloatingTodo } from '../../features/floating-todo/FloatingTodo.tsx';
import { ConsentRecheck } from '../../features/legal/ConsentRecheck.tsx';
import { useSession } from '../../shared/session/use-session.ts';
import { Footer } from './Footer.tsx';
import { TopBar } from './TopBar.tsx';
import { useArrivalToast } from './use-arrival-toast.ts';
import { usePageTitle } from './use-page-title.ts';
import { useRouteFocus } from './use-route-focus.ts';
import './layout.css';

export function MainLayout() {
  useArrivalToast();
  usePageTitle();
  useRouteFocus();
  const { loggedIn } = useSession();
  const todo = useFloatingTodo();
  return (
    <div className="layout">
      <a href="#main" className="skip-link">
        본문 바로가기
      </a>
      <TopBar todoLauncher={loggedIn ? <FloatingTodoLauncher todo={todo} place="top-bar" /> : undefined} />
      {loggedIn && <FloatingTodo todo={todo} />}
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {loggedIn && <ConsentRecheck />}
    </div>
  );
}
