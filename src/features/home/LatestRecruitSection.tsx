import { useGetRecruitList } from '#generated/api/recruit/recruit.ts';
import { getRecruitListParamsLocationNameRegExp } from '#generated/model/getRecruitListParams.zod.ts';
import { JobName } from '#generated/model/jobName.zod.ts';
import type { JobNameValue } from '../search-kit/job-names.ts';
import { PostingList } from '../../shared/ui/PostingCard.tsx';
import { paths } from '../../shared/routing/paths.ts';
import { QueryState } from '../../shared/ui/StateMessage.tsx';
import { HomeSection } from './HomeSection.tsx';
import { LOAD_FAILED, NO_RECRUITS } from './messages.ts';

const SHOWN = 4;
const FIVE_MINUTES = 5 * 60_000;

/** Where the section's link leads: the recruitment search with the member's region and job chosen (?location=&job=). */
export function jobSearchLink(regionName: string, jobName = ''): string {
  const params = new URLSearchParams();
  if (regionName) params.set('location', regionName);
  if (jobName) params.set('job', jobName);
  const query = params.toString().replaceAll('+', '%20');
  return query ? `${paths.jobSearch}?${query}` : paths.jobSearch;
}

/**
 * The newest postings (by posting date): of the member's saved job in their city, or of every job in their district
 * when they have no job yet (a job in one district alone is often empty); the whole country for visitors. A failure
 * says so plainly.
 */
export function LatestRecruitSection({ regionName, jobName = '' }: { regionName: string; jobName?: string }) {
  const job = (JobName.options as readonly string[]).includes(jobName) ? (jobName as JobNameValue) : null;
  const place = job ? (regionName.trim().split(/\s+/)[0] ?? '') : regionName;
  const region = getRecruitListParamsLocationNameRegExp.test(place) ? place : '';
  const recruits = useGetRecruitList(
    { pageNum: 0, count: SHOWN, sortBy: '최신 등록순', ...(region ? { locationName: region } : {}), ...(job ? { keyWord: job } : {}) },
    { query: { staleTime: FIVE_MINUTES } },
  );
  const title = [region, job, '최신 채용'].filter(Boolean).join(' ');
  const postings = recruits.data?.data.job.slice(0, SHOWN) ?? [];

  return (
    <HomeSection id="home-recruit-title" title={title} more={{ to: jobSearchLink(region, job ?? ''), label: '채용 정보 더 보기' }}>
      <QueryState query={recruits} error={LOAD_FAILED} empty={NO_RECRUITS} isEmpty={postings.length === 0}>
        <PostingList
          postings={postings}
          className="home-recruits"
          factsOf={(posting) => [posting.locationName, posting.jobTypeName, posting.salary]}
        />
      </QueryState>
    </HomeSection>
  );
}
