import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths.ts';
import { PopularJobs } from './PopularJobs.tsx';
import { formatCount } from '../../shared/format/count.ts';

/**
 * Visitors go to log in; members without a job go to the questionnaire. The jobs are ranked by their open postings:
 * the whole country for visitors, the member's city for members (the server counts by the token's region), and the
 * title says which.
 */
export function PopularJobsBanner({ cta, regionName = '' }: { cta: 'login' | 'onboard'; regionName?: string }) {
  const city = cta === 'onboard' ? regionName.trim().split(/\s+/)[0] : '';

  return (
    <section className="home-banner" aria-labelledby="home-banner-title">
      <div className="home-banner__intro">
        <h2 id="home-banner-title" className="home-banner__title">
          인생 2막, 새길에서
          <br />
          나에게 맞는 일을 찾아보세요
        </h2>
        <p className="home-banner__lead">
          {cta === 'login'
            ? '로그인하면 적성 검사로 직업을 추천받고, 준비할 일을 차근차근 계획할 수 있어요.'
            : '아직 담은 직업이 없어요. 몇 가지 질문에 답하고 어울리는 직업을 찾아보세요.'}
        </p>
        {cta === 'login' ? (
          <Link to={paths.login} className="button home-banner__cta">
            로그인하고 시작하기
          </Link>
        ) : (
          <Link to={paths.onboard} className="button home-banner__cta">
            나에게 맞는 직업 찾기
          </Link>
        )}
      </div>
      <div className="home-banner__popular">
        <h3 className="home-banner__popular-title">{city ? `${city}에서 지금 채용이 많은 직업` : '지금 채용이 많은 직업'}</h3>
        {/* holds the room of the five rows while they load, so the sections below don't move when they arrive */}
        <div className="home-banner__popular-body">
          <PopularJobs noteClassName="home-banner__note">
            {(jobs) => (
              <ol className="home-banner__jobs">
                {jobs.map((job, index) => (
                  <li key={job['job-name']} className="home-banner__job">
                    <span className="home-banner__rank" aria-hidden="true">
                      {index + 1}
                    </span>
                    <span className="home-banner__job-name">{job['job-name']}</span>
                    <span className="home-banner__count">채용 {formatCount(job.count)}건</span>
                  </li>
                ))}
              </ol>
            )}
          </PopularJobs>
        </div>
      </div>
    </section>
  );
}
