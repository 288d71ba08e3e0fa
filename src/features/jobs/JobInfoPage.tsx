import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getGetJobDetailQueryOptions, useGetJobDetail } from '#generated/api/job/job.ts';
import { isApiError } from '../../shared/http/api-error.ts';
import { paths } from '../../shared/routing/paths.ts';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/StateMessage.tsx';
import { NearbyHelp } from '../help-kit/NearbyHelp.tsx';
import { JobDreamers } from './JobDreamers.tsx';
import { parseRouteId } from '../../shared/routing/route-id.ts';
import { startQuery, type ScreenLoader } from '../../shared/routing/screen-loader.ts';
import { JobRecruits } from './JobRecruits.tsx';
import { JobRequirements } from './JobRequirements.tsx';
import { formatSalary } from './levels.ts';
import { JOB_NOT_FOUND, LOAD_ERROR } from './messages.ts';
import { SaveJobButton } from './SaveJobButton.tsx';
import { StrongLevels } from './StrongLevels.tsx';
import './jobs.css';

const FIVE_MINUTES = 5 * 60_000;
const DETAIL_QUERY = { staleTime: FIVE_MINUTES, refetchOnWindowFocus: false };

/** The job's details, asked for as the route is matched (the server's Link preload may already have them). On the
 *  first load the app waits for them: the server's page already shows the job's picture and name (JobLoading). */
export const loader: ScreenLoader = (queryClient, { params }) => {
  const jobId = parseRouteId(params.jobId);
  return jobId === null ? undefined : startQuery(queryClient, getGetJobDetailQueryOptions(jobId, { query: DETAIL_QUERY }));
};

/** /jobinfo/{jobId}: everything about one job, who prepares for it, where it is hiring, and saving it. */
export function JobInfoPage() {
  const jobId = parseRouteId(useParams().jobId);
  if (jobId === null) return <MissingJob />;
  return <JobInfo jobId={jobId} />;
}

function MissingJob() {
  return (
    <section className="page">
      <h1 className="page__title">직업 상세</h1>
      <EmptyState message={JOB_NOT_FOUND}>
        <Link to={paths.jobFound} className="button">
          직업 정보로 가기
        </Link>
      </EmptyState>
    </section>
  );
}

function JobInfo({ jobId }: { jobId: number }) {
  const detail = useGetJobDetail(jobId, { query: DETAIL_QUERY });

  if (detail.isPending) return <JobLoading />;
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.code === 'NOT_FOUND') return <MissingJob />;
    return (
      <section className="page">
        <h1 className="page__title">직업 상세</h1>
        <ErrorState message={LOAD_ERROR} onRetry={() => void detail.refetch()} />
      </section>
    );
  }

  const job = detail.data.data;
  return (
    <div className="page job-info">
      <section className="job-info__hero" aria-labelledby="job-info-title">
        <img className="job-info__image" src={job.imageUrl} alt="" width={480} height={288} />
        <div className="job-info__summary">
          <h1 id="job-info-title" className="page__title">
            {job.jobName}
          </h1>
          <p className="job-info__description">{job.jobDescription}</p>
          <SaveJobButton jobId={jobId} jobName={job.jobName} />
        </div>
      </section>

      <div className="job-info__facts-grid">
        <section className="job-info__section" aria-labelledby="job-facts-title">
          <h2 id="job-facts-title" className="job-info__section-title">
            한눈에 보기
          </h2>
          <dl className="job-facts">
            <Fact term="평균 급여">{formatSalary(job.salaryCost, job.salaryType)}</Fact>
            <Fact term="자격증">
              {job.certification.length > 0 ? (
                <ul className="job-facts__certs">
                  {job.certification.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              ) : (
                '꼭 필요한 자격증은 없어요'
              )}
            </Fact>
            <Fact term="준비 기간">{job.certificationPeriod}</Fact>
            <Fact term="자격증 필요 여부">{job.require}</Fact>
            <Fact term="근무 시간">{job.workTime}</Fact>
            <Fact term="활동량">{job.physical}</Fact>
          </dl>
        </section>
        <section className="job-info__section" aria-labelledby="job-strong-title">
          <h2 id="job-strong-title" className="job-info__section-title">
            일의 특성
          </h2>
          <StrongLevels strong={job.strong} />
        </section>
      </div>

      <JobRequirements lines={job.requirements} />
      <JobDreamers jobId={jobId} />
      <JobRecruits jobName={job.jobName} />
      <NearbyHelp />
    </div>
  );
}

/**
 * The job's frame while its details load: the hero with its picture's place. In the page the build writes for this
 * screen the server fills the two slots with the job's picture and name (server/plugins/job-page.ts), so a phone
 * paints them before the app has arrived.
 */
function JobLoading() {
  return (
    <div className="page job-info">
      <div className="job-info__hero">
        <div className="job-info__image" data-slot="job-picture" />
        <div className="job-info__summary">
          <h1 className="page__title" data-slot="job-name">
            직업 상세
          </h1>
          <LoadingState />
        </div>
      </div>
    </div>
  );
}

/** One fact of the job: its name and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
