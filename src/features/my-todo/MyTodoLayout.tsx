import { Link, Outlet, useLocation } from 'react-router-dom';
import { SIDE_MENU } from './side-menu.ts';
import './my-todo-layout.css';

/** The /mytodo area: the side menu (할 일 목록, 스크랩) beside the current screen. */
export function MyTodoLayout() {
  const { pathname } = useLocation();
  return (
    <div className="my-todo">
      <nav className="my-todo__menu" aria-label="나의 할 일 메뉴">
        <ul>
          {SIDE_MENU.map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                className="my-todo__menu-link"
                aria-current={entry.isActive(pathname) ? 'page' : undefined}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="my-todo__content">
        <Outlet />
      </div>
    </div>
  );
}
