import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetMyPlanSharesQueryKey, useDeletePlanShare, useGetMyPlanShares } from '#generated/api/my-dream/my-dream.ts';
import type { PlanShareOutput } from '#generated/model/planShare.zod.ts';
import { errorMessage } from '../../shared/http/api-error.ts';
import { ConfirmDialog } from '../../shared/ui/Dialog.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { koreanDate, shareScope, viewsLine } from '../../shared/my-dream/plan-share.ts';
import './share.css';

/** The member's 보여주기 links on /mytodo/list: which job, what they show, until when, who opened them (마지막으로 본 날 ·
 *  N번 봄), the first four characters of each link to tell them apart, and 링크 끊기 with a confirm step. Shown once
 *  there is a link. */
export function ShareLinks() {
  const shares = useGetMyPlanShares({ query: { refetchOnWindowFocus: true } });
  const [ending, setEnding] = useState<PlanShareOutput | null>(null);
  // when the screen opened: a link whose time ran out since says so on the next visit
  const [now] = useState(() => Date.now());
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useDeletePlanShare();

  const list = shares.data?.data ?? [];
  if (shares.isPending || (shares.isSuccess && list.length === 0)) return null;

  const end = () => {
    if (!ending) return;
    remove.mutate(
      { shareId: ending.shareId },
      {
        onSettled: () => void queryClient.invalidateQueries({ queryKey: getGetMyPlanSharesQueryKey() }),
        onSuccess: () => {
          setEnding(null);
          toast.show('링크를 끊었어요. 이제 그 링크로는 볼 수 없어요.');
        },
        onError: (error) => {
          setEnding(null);
          toast.show(`링크를 끊지 못했어요. ${errorMessage(error)}`);
        },
      },
    );
  };

  return (
    <section className="share-links" aria-labelledby="share-links-title">
      <h2 id="share-links-title" className="share-links__title">
        보여주기 링크
      </h2>
      {shares.isError ? (
        <p className="share-links__note">보여주기 링크를 불러오지 못했어요. {errorMessage(shares.error)}</p>
      ) : (
        <ul className="share-links__list">
          {list.map((share) => {
            const ended = Date.parse(share.expiresAt) <= now;
            const label = `${share.jobName} 링크 ${share.tokenPrefix}…`;
            return (
              <li key={share.shareId} className="share-link">
                <p className="share-link__name">
                  {share.jobName} <span className="share-link__prefix">링크 {share.tokenPrefix}…</span>
                </p>
                <p className="share-link__line">{shareScope(share)}</p>
                <p className="share-link__line">
                  {ended ? `${koreanDate(share.expiresAt)}에 기간이 끝났어요` : `${koreanDate(share.expiresAt)}까지 볼 수 있어요`}
                </p>
                <p className="share-link__line share-link__views">{viewsLine(share)}</p>
                <button type="button" className="button button--secondary share-link__end" onClick={() => setEnding(share)}>
                  링크 끊기<span className="visually-hidden">: {label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={ending !== null}
        title="이 링크를 끊을까요?"
        message={ending ? `${ending.jobName} 링크 ${ending.tokenPrefix}…를 끊으면 받은 분은 더 이상 계획을 볼 수 없어요.` : undefined}
        confirmLabel="링크 끊기"
        busy={remove.isPending}
        onConfirm={end}
        onCancel={() => setEnding(null)}
      />
    </section>
  );
}
