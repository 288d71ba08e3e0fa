import { useGetPopularRecruits } from '../../../generated/api/recruit/recruit.ts';
import { LoadingState } from '../../shared/ui/StateMessage.tsx';
import { LOAD_FAILED } from './messages.ts';
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
      {popular.isPending ? (
        <LoadingState />
      ) : popular.isError ? (
        <p className="home-region__note">{LOAD_FAILED}</p>
      ) : jobs.length === 0 ? (
        <p className="home-region__note">지금은 진행 중인 채용 공고가 없어요.</p>
      ) : (
        <ul className="home-region__list">
          {jobs.map((job) => (
            <li key={job['job-name']}>
              <span>{job['job-name']}</span>
              <strong>{formatCount(job.count)}건</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
