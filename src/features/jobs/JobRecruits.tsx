import type { JobName } from '#generated/model/jobName.zod.ts';
import { useGetRecruitList } from '#generated/api/recruit/recruit.ts';
import { PostingList } from '../../shared/ui/PostingCard.tsx';
import { QueryState } from '../../shared/ui/StateMessage.tsx';
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
      <QueryState query={recruits} error={LOAD_ERROR} empty={NO_RECRUITS_FOR_JOB} isEmpty={postings.length === 0}>
        <PostingList
          postings={postings}
          className="job-info__recruits"
          factsOf={(posting) => [posting.locationName, posting.salary]}
          cardClassName="posting-card--in-job"
        />
      </QueryState>
    </section>
  );
}
