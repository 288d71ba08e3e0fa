import { useLocation, Link } from 'react-router-dom';
import { getGetSharedPlanQueryKey, useGetSharedPlan } from '#generated/api/share/share.ts';
import type { SharedPlanOutput } from '#generated/model/sharedPlan.zod.ts';
import { dreamDays } from '../../shared/format/dream-days.ts';
import { isApiError } from '../../shared/http/api-error.ts';
import { paths } from '../../shared/routing/paths.ts';
import defaultProfile from '../../shared/ui/default-profile.svg';
import { Button } from '../../shared/ui/Button.tsx';
import { ErrorState, LoadingState } from '../../shared/ui/StateMessage.tsx';
import { TodoState } from '../../shared/ui/TodoState.tsx';
import { PlanQrCode } from './PlanQrCode.tsx';
import { koreanDate, tokenFromHash } from '../../shared/my-dream/plan-share.ts';
import './shared-plan.css';

export const DEAD_LINK_MESSAGE = '이 링크는 더 이상 쓸 수 없어요';
const LOADING_LABEL = '계획을 불러오는 중이에요...';
export const LOAD_FAILED_MESSAGE = '계획을 불러오지 못했어요. 인터넷 연결을 확인하고 다시 시도해 주세요.';

/** /s#t=<token>: a member's plan for one job, read-only, for someone who may never have seen 새길 (issue 22). The token
 *  stays in the fragment: the page sends it only as the X-Share-Token header of GET /v1/shared-plan. */
export function SharedPlanPage() {
  const hash = useLocation().hash;
  // the build's first paint knows no fragment: it paints the loading line, never the dead link
  const token = typeof window === 'undefined' ? undefined : tokenFromHash(hash);
  let body;
  if (token === undefined) body = <LoadingState label={LOADING_LABEL} />;
  else if (token === null) body = <DeadLink />;
  else body = <SharedPlanBody key={token} token={token} />;
  return (
    <div className="page shared-plan">
      {body}
      <AboutSaegil />
    </div>
  );
}

function SharedPlanBody({ token }: { token: string }) {
  const plan = useGetSharedPlan({
    request: { headers: { 'X-Share-Token': token } },
    query: {
      // the token is part of the key so two links never share an answer; it lives only in this tab's memory
      queryKey: [...getGetSharedPlanQueryKey(), token],
      // a dead link stays dead; anything else may be the connection
      retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
      refetchOnWindowFocus: false,
      gcTime: 0,
    },
  });

  if (plan.isPending) return <LoadingState label={LOADING_LABEL} />;
  if (plan.isError) {
    if (isApiError(plan.error) && plan.error.status === 404) return <DeadLink />;
    return (
      <>
        <h1 className="page__title">함께 보는 계획</h1>
        <ErrorState message={LOAD_FAILED_MESSAGE} onRetry={() => void plan.refetch()} />
      </>
    );
  }
  return <SharedPlanView plan={plan.data.data} />;
}

function DeadLink() {
  return (
    <div className="shared-plan__dead" role="alert">
      <h1 className="page__title">{DEAD_LINK_MESSAGE}</h1>
      <p className="shared-plan__dead-text">
        링크를 보낸 분이 링크를 끊었거나 볼 수 있는 기간이 끝났어요. 계획을 다시 보고 싶으면 보낸 분에게 새 링크를 부탁해 주세요.
      </p>
    </div>
  );
}

function AboutSaegil() {
  return (
    <p className="shared-plan__about">
      새길은 중장년이 두 번째 일을 찾고 준비하도록 돕는 서비스예요.{' '}
      <Link to={paths.home} className="shared-plan__about-link">
        새길 둘러보기
      </Link>
    </p>
  );
}

export function SharedPlanView({ plan }: { plan: SharedPlanOutput }) {
  const done = plan.todos.filter((t) => t.completed).length;
  return (
    <>
      <header className="shared-plan__head">
        <img
          className="shared-plan__photo"
          src={plan.profileImage ?? defaultProfile}
          alt=""
          width={88}
          height={88}
        />
        <div>
          <h1 className="page__title shared-plan__title">{plan.nickname}님의 계획</h1>
          <dl className="shared-plan__facts">
            <div>
              <dt>준비하는 직업</dt>
              <dd className="shared-plan__job">{plan.jobName}</dd>
            </div>
            <div>
              <dt>준비한 지</dt>
              <dd>{dreamDays(plan.daysAgo)}</dd>
            </div>
            <div>
              <dt>한 일</dt>
              <dd>
                {plan.todos.length}개 중 {done}개 완료
              </dd>
            </div>
          </dl>
        </div>
      </header>
      <div className="shared-plan__actions">
        <Button variant="secondary" onClick={() => window.print()}>
          인쇄하기
        </Button>
      </div>
      <section className="shared-plan__todos" aria-labelledby="shared-todos-title">
        <h2 id="shared-todos-title" className="shared-plan__todos-title">
          할 일 목록
        </h2>
        {plan.todos.length === 0 ? (
          <p className="shared-plan__empty">아직 보여줄 할 일이 없어요.</p>
        ) : (
          <ol className="shared-plan__list">
            {plan.todos.map((todo, index) => (
              <li key={index} className={todo.completed ? 'shared-todo shared-todo--done' : 'shared-todo'}>
                <div className="shared-todo__line">
                  <span className="shared-todo__box" aria-hidden="true">
                    {todo.completed ? '✓' : ''}
                  </span>
                  <TodoState completed={todo.completed} />
                  <span className="shared-todo__title">{todo.title}</span>
                </div>
                {todo.memoText && <p className="shared-todo__memo">{todo.memoText}</p>}
                {todo.link && (
                  <p className="shared-todo__link">
                    참고 링크:{' '}
                    <a href={todo.link} target="_blank" rel="noopener noreferrer">
                      {todo.link}
                      <span className="visually-hidden"> (새 창)</span>
                    </a>
                  </p>
                )}
                {todo.images && todo.images.length > 0 && (
                  <ul className="shared-todo__images">
                    {todo.images.map((image, n) => (
                      <li key={image.imageUrl}>
                        <img src={image.imageUrl} alt={`${todo.title} 사진 ${n + 1}`} width={240} height={180} loading="lazy" />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      <p className="shared-plan__until">이 링크는 {koreanDate(plan.expiresAt)}까지 열 수 있어요.</p>
      <PlanQrCode />
    </>
  );
}
