import { Link } from 'react-router-dom';
import { useGetRecruitList } from '../../../generated/api/recruit/recruit.ts';
import { getRecruitListParamsLocationNameRegExp } from '../../../generated/model/getRecruitListParams.zod.ts';
import { formatDeadline } from '../../shared/format/deadline.ts';
import { paths } from '../../shared/routing/paths.ts';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/StateMessage.tsx';
import { LOAD_FAILED, NO_RECRUITS } from './messages.ts';

const SHOWN = 4;
const FIVE_MINUTES = 5 * 60_000;

/** Where the section's link leads: the recruitment search with the member's region chosen (?location=…). */
export function jobSearchLink(regionName: string): string {
  return regionName ? `${paths.jobSearch}?location=${encodeURIComponent(regionName)}` : paths.jobSearch;
}

/** The first postings of the member's region (the whole country for visitors); a failure says so plainly. */
export function LatestRecruitSection({ regionName }: { regionName: string }) {
  const region = getRecruitListParamsLocationNameRegExp.test(regionName) ? regionName : '';
  const recruits = useGetRecruitList(
    { pageNum: 0, count: SHOWN, ...(region ? { locationName: region } : {}) },
    { query: { staleTime: FIVE_MINUTES } },
  );
  const postings = recruits.data?.data.job.slice(0, SHOWN) ?? [];

  return (
    <section className="home-section" aria-labelledby="home-recruit-title">
      <div className="home-section__head">
        <h2 id="home-recruit-title" className="home-section__title">
          {region ? `${region} 최신 채용` : '최신 채용'}
        </h2>
        <Link to={jobSearchLink(region)} className="home-section__more">
          채용 정보 더 보기
        </Link>
      </div>
      {recruits.isPending ? (
        <LoadingState />
      ) : recruits.isError ? (
        <ErrorState message={LOAD_FAILED} onRetry={() => void recruits.refetch()} />
      ) : postings.length === 0 ? (
        <EmptyState message={NO_RECRUITS} />
      ) : (
        <ul className="home-recruits">
          {postings.map((posting) => (
            <li key={posting.id} className="home-recruit">
              <span className="home-recruit__deadline">{formatDeadline(posting.deadline)}</span>
              <a href={posting.url} target="_blank" rel="noopener noreferrer" className="home-recruit__title">
                {posting.title}
                <span className="visually-hidden"> (새 창)</span>
              </a>
              <span className="home-recruit__company">{posting.companyName}</span>
              <span className="home-recruit__meta">
                <span className="home-recruit__fact">{posting.locationName}</span> ·{' '}
                <span className="home-recruit__fact">{posting.jobTypeName}</span> ·{' '}
                <span className="home-recruit__fact">{posting.salary}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
