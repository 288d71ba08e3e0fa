import type { JobName } from '../../../generated/model/jobName.zod.ts';
import { useGetRecruitList } from '../../../generated/api/recruit/recruit.ts';
import { postingDeadline } from '../../shared/format/deadline.ts';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/StateMessage.tsx';
import { LOAD_ERROR, NO_RECRUITS_FOR_JOB } from './messages.ts';

const SHOWN = 3;
const FIVE_MINUTES = 5 * 60_000;

/** Three open postings for the job, each linking out to the recruitment site. */
export function JobRecruits({ jobName }: { jobName: JobName }) {
  const recruits = useGetRecruitList({ pageNum: 0, count: SHOWN, keyWord: jobName }, { query: { staleTime: FIVE_MINUTES } });
  const postings = recruits.data?.data.job.slice(0, SHOWN) ?? [];

  return (
    <section className="job-info__section" aria-labelledby="job-recruits-title">
      <h2 id="job-recruits-title" className="job-info__section-title">
        {jobName} 채용 공고
      </h2>
      {recruits.isPending ? (
        <LoadingState />
      ) : recruits.isError ? (
        <ErrorState message={LOAD_ERROR} onRetry={() => void recruits.refetch()} />
      ) : postings.length === 0 ? (
        <EmptyState message={NO_RECRUITS_FOR_JOB} />
      ) : (
        <ul className="job-info__recruits">
          {postings.map((posting) => (
            <li key={posting.id} className="job-recruit">
              <span className="job-recruit__deadline">{postingDeadline(posting)}</span>
              <a href={posting.url} target="_blank" rel="noopener noreferrer" className="job-recruit__title">
                {posting.title}
                <span className="visually-hidden"> (새 창)</span>
              </a>
              <span className="job-recruit__company">{posting.companyName}</span>
              <span className="job-recruit__meta">
                <span className="job-recruit__fact">{posting.locationName}</span> ·{' '}
                <span className="job-recruit__fact">{posting.salary}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
