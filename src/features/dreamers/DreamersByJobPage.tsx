import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useGetDreamersByJob } from '#generated/api/dreamer/dreamer.ts';
import { isApiError } from '../../shared/http/api-error.ts';
import { paths } from '../../shared/routing/paths.ts';
import { parseRouteId } from '../../shared/routing/route-id.ts';
import { DreamerCardList } from '../../shared/ui/DreamerCard.tsx';
import { Pagination } from '../../shared/ui/Pagination.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/StateMessage.tsx';
import { BackButton } from './BackButton.tsx';
import { JOB_NOT_FOUND, LOAD_ERROR, NO_DREAMERS_FOR_JOB } from './messages.ts';
import { useGoBack } from './use-go-back.ts';
import './dreamers.css';
import { formatCount } from '../../shared/format/count.ts';

/** /others/{jobId}: every dreamer of one job, eight a page. A non-numeric id sends the visitor back. */
export function DreamersByJobPage() {
  const jobId = parseRouteId(useParams().jobId);
  const goBack = useGoBack(paths.jobFound);

  useEffect(() => {
    if (jobId === null) goBack();
  }, [jobId, goBack]);

  if (jobId === null) {
    return (
      <section className="page">
        <h1 className="page__title">같은 꿈을 꾸는 드리머</h1>
        <LoadingState label="잘못된 주소예요. 이전 화면으로 돌아가는 중..." />
      </section>
    );
  }
  return <DreamersByJob jobId={jobId} />;
}

function DreamersByJob({ jobId }: { jobId: number }) {
  const [search, setSearch] = useSearchParams();
  const shownPage = Number(search.get('page'));
  const page = Number.isInteger(shownPage) && shownPage >= 1 ? shownPage - 1 : 0;
  const dreamers = useGetDreamersByJob(jobId, { page }, { query: { placeholderData: keepPreviousData } });
  const data = dreamers.data?.data;
  const jobName = data?.content[0]?.jobName;

  return (
    <section className="page dreamers" aria-labelledby="dreamers-title">
      <BackButton fallback={paths.jobInfo(jobId)} />
      <h1 id="dreamers-title" className="page__title">
        같은 꿈을 꾸는 드리머
      </h1>
      {data && data.totalElements > 0 && (
        <p className="page__lead">
          {jobName ? `${jobName} 준비 중인 회원` : '이 직업을 준비 중인 회원'} {formatCount(data.totalElements)}명
        </p>
      )}
      {dreamers.isPending ? (
        <LoadingState />
      ) : dreamers.isError ? (
        isApiError(dreamers.error) && dreamers.error.code === 'NOT_FOUND' ? (
          <EmptyState message={JOB_NOT_FOUND} />
        ) : (
          <ErrorState message={LOAD_ERROR} onRetry={() => void dreamers.refetch()} />
        )
      ) : !data || data.content.length === 0 ? (
        <EmptyState message={NO_DREAMERS_FOR_JOB} />
      ) : (
        <DreamerCardList
          dreamers={data.content}
          className="dreamers__grid"
          busy={dreamers.isPlaceholderData}
          headingLevel={2}
        />
      )}
      {data && (
        <Pagination
          page={page}
          totalPages={data.totalPages}
          onChange={(p) => setSearch(p > 0 ? { page: String(p + 1) } : {})}
          label="드리머 목록 페이지"
        />
      )}
    </section>
  );
}
