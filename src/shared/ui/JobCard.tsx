import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './card-grid.css';
import './job-card.css';

interface JobCardProps {
  jobName: string;
  description: string;
  imageUrl: string;
  headingLevel?: 2 | 3;
  /** when given, the job name links there and the whole card is clickable */
  to?: string;
  /** a short line under the name (e.g. how many members prepare for the job) */
  meta?: ReactNode;
  /** extra content: reasons, buttons */
  children?: ReactNode;
  /** cards in the first screenful load their image at once; the rest lazily */
  eagerImage?: boolean;
}

/** A job as a card: image, name, description. Shared by the encyclopedia and the recommendations. */
export function JobCard({ jobName, description, imageUrl, headingLevel = 2, to, meta, children, eagerImage }: JobCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`job-card${to ? ' job-card--linked' : ''}`}>
      <img
        className="job-card__image"
        src={imageUrl}
        alt=""
        width={400}
        height={240}
        loading={eagerImage ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="job-card__body">
        <Heading className="job-card__name">
          {to ? (
            <Link to={to} className="job-card__link">
              {jobName}
            </Link>
          ) : (
            jobName
          )}
        </Heading>
        {meta && <p className="job-card__meta">{meta}</p>}
        <p className="job-card__description">{description}</p>
        {children}
      </div>
    </article>
  );
}
