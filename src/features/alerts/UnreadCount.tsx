// The top bar's unread count (issue 23), loaded apart from the app's entry once a member's bar is drawn: it brings
// the generated alerts calls, which the entry of every screen should not carry. Its room in the bar is already taken,
// so it arriving moves nothing.
import { useGetAlertUnreadCount } from '#generated/api/alerts/alerts.ts';
import { badgeText, inboxLinkName } from '../../shared/alerts/push-support.ts';

const useUnreadCount = () =>
  useGetAlertUnreadCount({ query: { staleTime: 60_000, select: (response) => response.data.unreadCount } }).data ?? 0;

/**
 * The badge and the words a screen reader hears with it. In the 알림 link, after its word, they make its name
 * '알림 3건 읽지 않음'; on 메뉴 (a phone at 크게 and 아주 크게, where 알림 is behind it) they are added to the button's name.
 */
export function UnreadCount({ place }: { place: 'link' | 'menu' }) {
  const count = useUnreadCount();
  if (count === 0) return null;
  const name = inboxLinkName(count);
  return (
    <>
      <span className={place === 'menu' ? 'top-bar__badge top-bar__menu-badge' : 'top-bar__badge'} aria-hidden="true" data-count>
        {badgeText(count)}
      </span>
      <span className="visually-hidden">{place === 'menu' ? ` (${name})` : name.slice('알림'.length)}</span>
    </>
  );
}
