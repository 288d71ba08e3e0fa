import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../shared/routing/paths.ts';

// the count comes in its own chunk (features/alerts/UnreadCount.tsx): the link itself is part of the member's first paint
const UnreadCount = lazy(() => import('../../features/alerts/UnreadCount.tsx').then((m) => ({ default: m.UnreadCount })));

/**
 * The top bar's way to the 알림함, for a member only (issue 23). It is in the member's first paint; the count is drawn
 * over the bell's corner, so it arriving moves nothing (CLS 0). Named by its words: '알림', or '알림 3건 읽지 않음'
 * (the word comes first in the page, the bell is drawn before it).
 */
export function AlertsLink({ place }: { place: 'bar' | 'menu' }) {
  const { pathname } = useLocation();
  return (
    <Link
      to={paths.alerts}
      className={`top-bar__alerts top-bar__alerts--${place}`}
      aria-current={pathname === paths.alerts ? 'page' : undefined}
    >
      <span className="top-bar__alerts-word">알림</span>
      <span className="top-bar__bell">
        <svg viewBox="0 0 24 24" width="24" height="24" focusable="false" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        <Suspense fallback={null}>
          <UnreadCount place="link" />
        </Suspense>
      </span>
    </Link>
  );
}

/** On 메뉴 where the bar folds (a phone at 크게 and 아주 크게): the count on the button. */
export function MenuUnreadBadge() {
  return (
    <Suspense fallback={null}>
      <UnreadCount place="menu" />
    </Suspense>
  );
}
