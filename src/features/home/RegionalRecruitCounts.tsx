import { PopularJobs } from './PopularJobs.tsx';
import { formatCount } from '../../shared/format/count.ts';

/** Open postings per job in the member's city (the server counts by the token's region). */
export function RegionalRecruitCounts({ regionName }: { regionName: string }) {
  const city = regionName.trim().split(/\s+/)[0] || '전국';

  return (
    <section className="home-region" aria-labelledby="home-region-title">
      <h3 id="home-region-title" className="home-region__title">
        {city} 채용 공고 수
      </h3>
      <PopularJobs noteClassName="home-region__note">
        {(jobs) => (
          <ul className="home-region__list">
            {jobs.map((job) => (
              <li key={job['job-name']}>
                <span>{job['job-name']}</span>
                <strong>{formatCount(job.count)}건</strong>
              </li>
            ))}
          </ul>
        )}
      </PopularJobs>
    </section>
  );
}
