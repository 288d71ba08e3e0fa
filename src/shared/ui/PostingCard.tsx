import { Fragment } from 'react';
import type { RecruitPosting } from '#generated/model/recruitPosting.zod.ts';
import { postingDeadline } from '../format/deadline.ts';
import { ExampleBadge, ExampleNote, ExampleSearchLink, SiteTitle } from './ExampleMark.tsx';
import './card-grid.css';
import './posting-card.css';

interface PostingCardProps {
  posting: RecruitPosting;
  /** the facts under the company, in order (a place, a salary...), each kept on one line */
  facts: readonly string[];
  /** the list's own variant of the card (spacing, title size) */
  className?: string;
}

/**
 * One open posting as a list item: its deadline, its title linking out to the recruitment site, company and facts.
 * An example has no page of its own there: its title is plain text, and a search on the site is offered as one.
 */
export function PostingCard({ posting, facts, className }: PostingCardProps) {
  return (
    <li className={`posting-card ${className ?? ''}`}>
      <span className="posting-card__badges">
        <span className="posting-card__deadline">{postingDeadline(posting)}</span>
        {posting.isExample && <ExampleBadge />}
      </span>
      <SiteTitle item={posting} href={posting.url} className="posting-card__title" />
      <span className="posting-card__company">{posting.companyName}</span>
      <span className="posting-card__meta">
        {facts.map((fact, index) => (
          <Fragment key={index}>
            {index > 0 && ' · '}
            <span className="posting-card__fact">{fact}</span>
          </Fragment>
        ))}
      </span>
      {posting.isExample && <ExampleSearchLink kind="posting" href={posting.url} />}
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
    <>
      {postings.some((posting) => posting.isExample) && <ExampleNote kind="posting" />}
      <ul className={`card-grid ${className}`}>
        {postings.map((posting) => (
          <PostingCard key={posting.id} posting={posting} facts={factsOf(posting)} className={cardClassName} />
        ))}
      </ul>
    </>
  );
}
