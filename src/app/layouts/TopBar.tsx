import { Link, useLocation } from 'react-router-dom';
import { comeBackHere } from '../../shared/routing/login-return.ts';
import { paths } from '../../shared/routing/paths.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { TextSizeControl } from '../../shared/text-size/TextSizeControl.tsx';
import defaultProfile from '../../shared/ui/default-profile.svg';
import { TOP_BAR_TABS } from './top-bar-tabs.ts';
import './top-bar.css';

export function TopBar({ showLoginArea = true }: { showLoginArea?: boolean }) {
  const location = useLocation();
  const { pathname } = location;
  const { loggedIn, user } = useSession();

  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link to={paths.home} className="top-bar__logo">
          <span aria-hidden="true" className="top-bar__logo-mark">
            새
          </span>
          새길<span className="visually-hidden"> 홈으로</span>
        </Link>
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
                  <span className="top-bar__nickname">{user.nickname || '회원'}</span>
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
      </div>
    </header>
  );
}
