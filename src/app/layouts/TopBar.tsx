import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { comeBackHere } from '../../shared/routing/login-return.ts';
import { paths } from '../../shared/routing/paths.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { TextSizeControl } from '../../shared/text-size/TextSizeControl.tsx';
import defaultProfile from '../../shared/ui/default-profile.svg';
import { AlertsLink, MenuUnreadBadge } from './AlertsLink.tsx';
import { TOP_BAR_TABS } from './top-bar-tabs.ts';
import './top-bar.css';

const MENU_ID = 'top-bar-menu';

/**
 * The top bar. On a phone at 크게 and 아주 크게 it is one row (logo, 할 일 추가, 메뉴) and the tabs, 글자 크기 and the
 * account are behind 메뉴 (docs/decisions/0015); everywhere else they are in the bar. Which of the two shows is CSS
 * alone (the width and html[data-text-size]), so the page the build painted (decision 0011) is the same as the app's.
 */
export function TopBar({ showLoginArea = true, todoLauncher }: { showLoginArea?: boolean; todoLauncher?: ReactNode }) {
  const location = useLocation();
  const { pathname } = location;
  const { loggedIn, user } = useSession();
  // open on the page it was opened on: going to another page closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const collapsed = () => !!menuButton.current && menuButton.current.getClientRects().length > 0;

  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) menuButton.current?.focus();
  };

  // a tap or click outside the bar closes the open menu (focus stays where the tap put it)
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (collapsed() && !bar.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <header className="top-bar">
      <div
        ref={bar}
        className="top-bar__inner"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open && collapsed()) {
            event.stopPropagation();
            close(true);
          }
        }}
      >
        <Link to={paths.home} className="top-bar__logo">
          <span aria-hidden="true" className="top-bar__logo-mark">
            새
          </span>
          <span className="top-bar__logo-word">새길</span>
          <span className="visually-hidden"> 홈으로</span>
        </Link>
        {todoLauncher && <div className="top-bar__todo">{todoLauncher}</div>}
        {showLoginArea && loggedIn && <AlertsLink place="bar" />}
        <button
          ref={menuButton}
          type="button"
          className="top-bar__menu-button"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => (open ? close(false) : setOpenOn(pathname))}
        >
          <span aria-hidden="true" className="top-bar__menu-icon" />
          메뉴
          {showLoginArea && loggedIn && <MenuUnreadBadge />}
        </button>
        <div
          id={MENU_ID}
          className="top-bar__menu"
          data-open={open || undefined}
          onChange={(event) => {
            // a new 글자 크기 chosen in the bar: when the bar folds into one row, the menu stays open around the
            // control just used (its focus is kept, and the reader sees what they changed)
            if ((event.target as HTMLElement).closest('.text-size')) setOpenOn(pathname);
          }}
        >
          <nav aria-label="주요 메뉴" className="top-bar__nav">
            <ul className="top-bar__tabs">
              {TOP_BAR_TABS.map((tab) => {
                const active = tab.isActive(pathname);
                return (
                  <li key={tab.to}>
                    <Link to={tab.to} className="top-bar__tab" aria-current={active ? 'page' : undefined}>
                      {tab.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="top-bar__text-size">
            <TextSizeControl />
          </div>
          {showLoginArea && (
            <div className="top-bar__account">
              {loggedIn ? (
                <Link to={paths.myPage} className="top-bar__profile">
                  <img src={user.userImage || defaultProfile} alt="" width={40} height={40} className="top-bar__avatar" />
                  <span>
                    <span className="top-bar__nickname" data-fill="nickname">{user.nickname || '회원'}</span>
                    <span className="top-bar__suffix">님</span>
                  </span>
                </Link>
              ) : (
                // after logging in, back to the page the member was on
                <Link to={paths.login} state={comeBackHere(location)} className="button top-bar__login">
                  로그인
                </Link>
              )}
            </div>
          )}
          {showLoginArea && loggedIn && <AlertsLink place="menu" />}
        </div>
      </div>
    </header>
  );
}
