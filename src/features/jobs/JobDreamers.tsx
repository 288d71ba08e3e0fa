import { Link } from 'react-router-dom';
import { useGetSimpleDreamersByJob } from '#generated/api/dreamer/dreamer.ts';
import { paths } from '../../shared/routing/paths.ts';
import { DreamerCardList } from '../../shared/ui/DreamerCard.tsx';
import { QueryState } from '../../shared/ui/StateMessage.tsx';
import { FEW_DREAMERS, LOAD_ERROR, NO_DREAMERS_FOR_JOB } from './messages.ts';

/** The preview holds at most four; fewer than that means few people prepare for the job yet. */
export const FEW_DREAMERS_BELOW = 4;

export function JobDreamers({ jobId }: { jobId: number }) {
  const dreamers = useGetSimpleDreamersByJob(jobId);
  const list = dreamers.data?.data ?? [];

  return (
    <section className="job-info__section" aria-labelledby="job-dreamers-title">
      <div className="job-info__section-head">
        <h2 id="job-dreamers-title" className="job-info__section-title">
          이 직업을 준비하는 드리머
        </h2>
        {list.length > 0 && (
          <Link to={paths.others(jobId)} className="job-info__more">
            드리머 모두 보기
          </Link>
        )}
      </div>
      <QueryState query={dreamers} error={LOAD_ERROR} empty={NO_DREAMERS_FOR_JOB} isEmpty={list.length === 0}>
        <>
          {list.length < FEW_DREAMERS_BELOW && <p className="job-info__notice">{FEW_DREAMERS}</p>}
          <DreamerCardList dreamers={list} className="job-info__dreamers" />
        </>
      </QueryState>
    </section>
  );
}
