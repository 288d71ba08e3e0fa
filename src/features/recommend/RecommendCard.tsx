import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { RecommendedJob } from '#generated/model/recommendedJob.zod.ts';
import { paths } from '../../shared/routing/paths.ts';
import { JobCard } from '../../shared/ui/JobCard.tsx';
import { NO_REASON_TEXT, reasonList } from './reasons.ts';

interface RecommendCardProps {
  job: RecommendedJob;
  /** the member has this job among their saved ones: 직업 담기 becomes a way to its to-dos */
  saved: boolean;
  saving: boolean;
  onSave: () => void;
  eagerImage: boolean;
}

/** A recommended job; its reasons cover the image on hover and while the card's buttons have keyboard focus. */
export function RecommendCard({ job, saved, saving, onSave, eagerImage }: RecommendCardProps) {
  const reasonsId = useId();
  const reasons = reasonList(job.reasons);
  return (
    <li className="recommend-card">
      <JobCard jobName={job.jobTitle} description={job.jobDescription} imageUrl={job.imageUrl} eagerImage={eagerImage}>
        {/* over the image it may scroll when the reasons are long: focusable, so the keyboard can scroll it too */}
        <section className="recommend-card__reasons" aria-label={`${job.jobTitle} 추천 이유`} tabIndex={0}>
          <h3 className="recommend-card__reasons-title">추천 이유</h3>
          {reasons.length > 0 ? (
            <dl className="recommend-card__reason-list" id={reasonsId}>
              {reasons.map((reason) => (
                <div key={reason.kind}>
                  <dt>{reason.label}</dt>
                  <dd>{reason.text}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="recommend-card__no-reason" id={reasonsId}>
              {NO_REASON_TEXT}
            </p>
          )}
        </section>
        <div className="recommend-card__actions">
          {saved ? (
            <Link to={paths.myTodo} className="button" aria-describedby={reasonsId}>
              <span aria-hidden="true">✓</span>{' '}
              {/* one piece of text: at 아주 크게 it wraps as a sentence, not as two side-by-side columns */}
              <span>
                담은 직업<span className="visually-hidden">: {job.jobTitle}</span> · 할 일 보기
              </span>
            </Link>
          ) : (
            <button type="button" className="button" onClick={onSave} disabled={saving} aria-describedby={reasonsId}>
              <span className="visually-hidden">{job.jobTitle} </span>
              {saving ? '담는 중...' : '직업 담기'}
            </button>
          )}
          <Link to={paths.jobInfo(job.jobId)} className="button button--secondary" aria-describedby={reasonsId}>
            <span className="visually-hidden">{job.jobTitle} </span>자세히 보기
          </Link>
        </div>
      </JobCard>
    </li>
  );
}
