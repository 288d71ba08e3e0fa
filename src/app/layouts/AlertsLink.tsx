import { Link, useLocation } from 'react-router-dom';
import { useGetAlertUnreadCount } from '#generated/api/alerts/alerts.ts';
import { badgeText, inboxLinkName } from '../../shared/alerts/push-support.ts';
import { paths } from '../../shared/routing/paths.ts';

const useUnreadCount = () =>
  useGetAlertUnreadCount({ query: { staleTime: 60_000, select: (response) => response.data.unreadCount } }).data ?? 0;

/**
 * The top bar's way to the 알림함, for a member only (issue 23). It is in the member's first paint with its badge's
 * room already taken (the count is drawn over the bell's corner), so the count arriving moves nothing (CLS 0).
 */
export function AlertsLink({ place }: { place: 'bar' | 'menu' }) {
  const { pathname } = useLocation();
  const count = useUnreadCount();
  return (
    <Link
      to={paths.alerts}
      className={`top-bar__alerts top-bar__alerts--${place}`}
      aria-current={pathname === paths.alerts ? 'page' : undefined}
    >
      <span className="top-bar__bell">
        <svg viewBox="0 0 24 24" width="24" height="24" focusable="false" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        <span className="top-bar__badge" aria-hidden="true" data-count={count > 0 || undefined}>
          {count > 0 ? badgeText(count) : ''}
        </span>
      </span>
      {/* named by its words: 알림, or 알림 3건 읽지 않음 (the badge itself is not read) */}
      <span className="top-bar__alerts-word">알림</span>
      {count > 0 && <span className="visually-hidden">{inboxLinkName(count).slice('알림'.length)}</span>}
    </Link>
  );
}

/** On a phone at 크게 and 아주 크게 the 알림 link is behind 메뉴: the button carries the count (drawn over its corner). */
export function MenuUnreadBadge() {
  const count = useUnreadCount();
  if (count === 0) return null;
  return (
    <>
      <span className="top-bar__badge top-bar__menu-badge" aria-hidden="true" data-count>
        {badgeText(count)}
      </span>
      <span className="visually-hidden">{` (${inboxLinkName(count)})`}</span>
    </>
  );
}
