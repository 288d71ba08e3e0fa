import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getGetAlertUnreadCountQueryKey, useGetAlertInbox, useMarkAlertsRead } from '#generated/api/alerts/alerts.ts';
import type { Alert } from '#generated/model/alert.zod.ts';
import { alertTimeLabel } from '../../shared/alerts/push-support.ts';
import { describeDeadline, formatDeadline } from '../../shared/format/deadline.ts';
import { errorMessage } from '../../shared/http/api-error.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { ExampleBadge, ExampleNote, SiteTitle } from '../../shared/ui/ExampleMark.tsx';
import { Pagination } from '../../shared/ui/Pagination.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/StateMessage.tsx';
import '../../shared/ui/posting-card.css';

export const INBOX_TITLE = '알림함';

/**
 * 알림함: every alert, newest first, 10 a page, each with its postings as cards (D-n, the posting's page). What is
 * shown here is marked read once it has been shown; it keeps its 새 알림 mark for this visit.
 */
export function AlertInbox() {
  const [page, setPage] = useState(0);
  const inbox = useGetAlertInbox({ pageNum: page });
  const markRead = useMarkAlertsRead();
  const queryClient = useQueryClient();
  // what was unread when first shown here: it stays marked 새 알림 while the member is on the page
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const sent = useRef(new Set<number>());

  const content = inbox.data?.data.content;
  useEffect(() => {
    const unread = (content ?? []).filter((alert) => alert.readAt === null && !sent.current.has(alert.alertId)).map((a) => a.alertId);
    if (unread.length === 0) return;
    unread.forEach((id) => sent.current.add(id));
    setFresh((current) => new Set([...current, ...unread]));
    markRead.mutate(
      { data: { alertIds: unread } },
      { onSuccess: (response) => queryClient.setQueryData(getGetAlertUnreadCountQueryKey(), response) },
    );
  }, [content, markRead, queryClient]);

  return (
    <section className="alerts-card alerts-inbox" aria-labelledby="alerts-inbox-title" id="inbox">
      <h2 id="alerts-inbox-title" className="alerts-card__title">
        {INBOX_TITLE}
      </h2>
      {inbox.isPending ? (
        <LoadingState label="알림함을 불러오는 중이에요…" />
      ) : inbox.isError ? (
        <ErrorState message={`알림함을 불러오지 못했어요. ${errorMessage(inbox.error)}`} onRetry={() => void inbox.refetch()} />
      ) : !content || content.length === 0 ? (
        <EmptyState message="아직 받은 알림이 없어요. 알림을 켜 두면 새 공고가 생긴 날 아침에 여기에 쌓여요." />
      ) : (
        <>
          {content.some((alert) => alert.items.some((item) => item.isExample)) && <ExampleNote kind="posting" />}
          <ol className="alerts-inbox__list">
            {content.map((alert) => (
              <AlertEntry key={alert.alertId} alert={alert} fresh={fresh.has(alert.alertId)} />
            ))}
          </ol>
          <Pagination page={page} totalPages={inbox.data.data.totalPages} onChange={setPage} label="알림함 페이지 이동" />
        </>
      )}
    </section>
  );
}

/** An alert shows its first postings; the rest on 더 보기 (an alert can hold 20). */
export const SHOWN_ITEMS = 3;

function AlertEntry({ alert, fresh }: { alert: Alert; fresh: boolean }) {
  const [all, setAll] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  // the button goes once pressed: the keyboard continues at the first posting it brought
  const showAll = () => {
    setAll(true);
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>(':scope > li')[SHOWN_ITEMS]?.focus());
  };
  const items = all ? alert.items : alert.items.slice(0, SHOWN_ITEMS);
  const hidden = alert.items.length - items.length;
  return (
    <li className="alerts-inbox__alert">
      <article aria-labelledby={`alert-${alert.alertId}`}>
        <header className="alerts-inbox__head">
          <h3 id={`alert-${alert.alertId}`} className="alerts-inbox__title">
            {fresh && <span className="alerts-inbox__new">새 알림</span>}
            {alert.title}
          </h3>
          <p className="alerts-inbox__time">{alertTimeLabel(alert.createdAt)}</p>
        </header>
        {alert.body && <p className="alerts-inbox__body">{alert.body}</p>}
        <ul className="alerts-inbox__items" ref={list}>
          {items.map((item, index) => {
            const deadline = item.deadline ? formatDeadline(item.deadline) : '상시 채용';
            return (
              <li key={item.recruitId} className="posting-card alerts-inbox__item" tabIndex={index >= SHOWN_ITEMS ? -1 : undefined}>
                <span className="posting-card__badges">
                  <span className="posting-card__deadline">
                    <span aria-hidden="true">{deadline}</span>
                    <span className="visually-hidden">{item.deadline ? describeDeadline(item.deadline) : deadline}</span>
                  </span>
                  {item.isExample && <ExampleBadge />}
                </span>
                {item.url ? (
                  <SiteTitle item={item} href={item.url} className="posting-card__title" />
                ) : (
                  <span className="posting-card__title">{item.title}</span>
                )}
                <span className="posting-card__company">{item.companyName}</span>
                <span className="posting-card__meta">
                  <span className="posting-card__fact">{item.locationName}</span>
                </span>
              </li>
            );
          })}
        </ul>
        {hidden > 0 && (
          <Button variant="secondary" className="alerts-inbox__more" onClick={showAll}>
            공고 {hidden}건 더 보기
          </Button>
        )}
      </article>
    </li>
  );
}
