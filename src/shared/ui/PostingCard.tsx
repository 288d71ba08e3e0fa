import { Fragment } from 'react';
import type { RecruitPosting } from '../../../generated/model/recruitPosting.zod.ts';
import { postingDeadline } from '../format/deadline.ts';
import './card-grid.css';
import './posting-card.css';

interface PostingCardProps {
  posting: RecruitPosting;
  /** the facts under the company, in order (a place, a salary...), each kept on one line */
  facts: readonly string[];
  /** the list's own variant of the card (spacing, title size) */
  className?: string;
}

/** One open posting as a list item: its deadline, its title linking out to the recruitment site, company and facts. */
export function PostingCard({ posting, facts, className }: PostingCardProps) {
  return (
    <li className={`posting-card ${className ?? ''}`}>
      <span className="posting-card__deadline">{postingDeadline(posting)}</span>
      <a href={posting.url} target="_blank" rel="noopener noreferrer" className="posting-card__title">
        {posting.title}
        <span className="visually-hidden"> (새 창)</span>
      </a>
      <span className="posting-card__company">{posting.companyName}</span>
      <span className="posting-card__meta">
        {facts.map((fact, index) => (
          <Fragment key={index}>
            {index > 0 && ' · '}
            <span className="posting-card__fact">{fact}</span>
          </Fragment>
        ))}
      </span>
    </li>
  );
}

interface PostingListProps {
  postings: readonly RecruitPosting[];
  /** the list's grid */
  className: string;
  factsOf: (posting: RecruitPosting) => readonly string[];
  cardClassName?: string;
}

export function PostingList({ postings, className, factsOf, cardClassName }: PostingListProps) {
  return (
    <ul className={`card-grid ${className}`}>
      {postings.map((posting) => (
        <PostingCard key={posting.id} posting={posting} facts={factsOf(posting)} className={cardClassName} />
      ))}
    </ul>
  );
}
