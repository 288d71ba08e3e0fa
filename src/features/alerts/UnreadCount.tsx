// The top bar's unread count (issue 23), loaded apart from the app's entry once a member's bar is drawn: it brings
// the generated alerts calls, which the entry of every screen should not carry. Its room in the bar is already taken,
// so it arriving moves nothing.
import { useGetAlertUnreadCount } from '#generated/api/alerts/alerts.ts';
import { badgeText, inboxLinkName } from '../../shared/alerts/push-support.ts';

const useUnreadCount = () =>
  useGetAlertUnreadCount({ query: { staleTime: 60_000, select: (response) => response.data.unreadCount } }).data ?? 0;

/** Inside the 알림 link, after its word: the badge, and the words that make its name '알림 3건 읽지 않음'. */
export function LinkCount() {
  const count = useUnreadCount();
  if (count === 0) return null;
  return (
    <>
      <span className="top-bar__badge" aria-hidden="true" data-count>
        {badgeText(count)}
      </span>
      <span className="visually-hidden">{inboxLinkName(count).slice('알림'.length)}</span>
    </>
  );
}

/** On 메뉴 (a phone at 크게 and 아주 크게, where 알림 is behind it): the count on the button. */
export function MenuCount() {
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
