import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useGetMyTodoJobs } from '#generated/api/my-dream/my-dream.ts';
import { JobRecommendData } from '#generated/model/jobRecommendData.zod.ts';
import { keepResults, readResults } from '../../shared/recommendation/recommendation-session.ts';
import { paths } from '../../shared/routing/paths.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { AlertDialog, ConfirmDialog } from '../../shared/ui/Dialog.tsx';
import { LOGIN_REQUIRED, LOGIN_THEN_SAVED, RECOMMEND_EMPTY } from './messages.ts';
import { RecommendCard } from './RecommendCard.tsx';
import { useSaveRecommendedJob } from './use-save-job.ts';
import './recommend.css';

/**
 * /jobrecommend: the jobs the questionnaire found, passed in navigation state (nothing is fetched here). The tab keeps
 * them too, so coming back from logging in (which brings no state) shows them again.
 */
export function RecommendPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { loggedIn, user } = useSession();
  const saving = useSaveRecommendedJob();
  // the member's saved jobs, so a saved one says so instead of offering 직업 담기 again
  const savedJobs = useGetMyTodoJobs({ query: { enabled: loggedIn } });
  const savedNames = new Set(loggedIn ? (savedJobs.data?.data ?? []).map((job) => job.jobName) : []);
  // a reload keeps history state; back from /login the tab's copy; a direct visit in a new tab or a result of the
  // wrong shape has none worth showing
  const fromState = JobRecommendData.safeParse(location.state);
  const result = fromState.success ? fromState : JobRecommendData.safeParse(readResults());
  useEffect(() => {
    const arrived = JobRecommendData.safeParse(location.state);
    if (arrived.success) keepResults(arrived.data);
  }, [location.state]);

  if (!result.success) {
    return (
      <section className="page">
        <h1 className="page__title">추천 직업</h1>
        <AlertDialog open message={RECOMMEND_EMPTY} confirmLabel="홈으로" onClose={() => navigate(paths.home, { replace: true })} />
      </section>
    );
  }

  const name = loggedIn && user.nickname ? user.nickname : '방문자';
  return (
    <section className="page recommend" aria-labelledby="recommend-title">
      <h1 id="recommend-title" className="page__title">
        {name}님께 어울리는 직업이에요
      </h1>
      <p className="page__lead">
        <span className="recommend__hover-hint">카드에 마우스를 올리거나 카드의 버튼으로 이동하면 추천 이유가 보여요. </span>
        {loggedIn
          ? '마음에 드는 직업을 담으면 나의 할 일에서 준비를 시작할 수 있어요.'
          : '로그인하면 마음에 드는 직업을 담아 준비를 시작할 수 있어요.'}
      </p>
      <ul className="recommend__list">
        {result.data.recommendedJobs.map((job, index) => (
          <RecommendCard
            key={job.jobId}
            job={job}
            eagerImage={index < 3}
            saved={saving.savedJobIds.has(job.jobId) || savedNames.has(job.jobTitle)}
            saving={saving.savingJobId === job.jobId}
            onSave={() => saving.requestSave({ jobId: job.jobId, jobTitle: job.jobTitle })}
          />
        ))}
      </ul>
      <p className="recommend__again">
        <Link to={paths.onboard} className="button button--secondary">
          검사 다시 하기
        </Link>
      </p>
      <ConfirmDialog
        open={saving.loginPromptOpen}
        title="로그인이 필요해요"
        message={`${LOGIN_REQUIRED} ${LOGIN_THEN_SAVED}`}
        confirmLabel="로그인하기"
        cancelLabel="닫기"
        onConfirm={saving.goToLogin}
        onCancel={saving.closeLoginPrompt}
      />
    </section>
  );
}
