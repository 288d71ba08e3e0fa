import { useGetPopularRecruits } from '../../../generated/api/recruit/recruit.ts';
import { QueryState } from '../../shared/ui/StateMessage.tsx';
import { LOAD_FAILED, NO_OPEN_POSTINGS } from './messages.ts';
import { formatCount } from '../../shared/format/count.ts';

const SHOWN = 5;

/** Open postings per job in the member's city (the server counts by the token's region). */
export function RegionalRecruitCounts({ regionName }: { regionName: string }) {
  const popular = useGetPopularRecruits();
  const city = regionName.trim().split(/\s+/)[0] || '전국';
  const jobs = popular.data?.data.slice(0, SHOWN) ?? [];

  return (
    <section className="home-region" aria-labelledby="home-region-title">
      <h3 id="home-region-title" className="home-region__title">
        {city} 채용 공고 수
      </h3>
      <QueryState
        query={popular}
        error={LOAD_FAILED}
        empty={NO_OPEN_POSTINGS}
        isEmpty={jobs.length === 0}
        noteClassName="home-region__note"
      >
        <ul className="home-region__list">
          {jobs.map((job) => (
            <li key={job['job-name']}>
              <span>{job['job-name']}</span>
              <strong>{formatCount(job.count)}건</strong>
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
