import type { ReactNode } from 'react';
import { deadlineBadgeClass, describePostingDeadline, postingDeadline, type PostingDeadline } from '../../shared/format/deadline.ts';
import './deadline-badge.css';
import './result-card.css';

/** What a kind of result fills in: badges (before a search hit's heart), the company or institution, the facts. */
export interface CardParts {
  top: ReactNode;
  sub: string;
  body: ReactNode;
}

interface ResultCardProps {
  /** the badges (and a search hit's heart) above the title */
  top: ReactNode;
  /** the company or the institution */
  sub: string;
  /** the title: a button that opens the details, or a link out */
  title: ReactNode;
  /** the card's own facts */
  children: ReactNode;
  /** a search hit (opens its details) is outlined on hover */
  hover?: boolean;
}

/** One posting or course, in a search's results or among the scraps. */
export function ResultCard({ top, sub, title, children, hover = false }: ResultCardProps) {
  return (
    <article className={hover ? 'result-card result-card--hover' : 'result-card'}>
      <div className="result-card__top">{top}</div>
      <p className="result-card__sub">{sub}</p>
      <h3 className="result-card__title">{title}</h3>
      {children}
    </article>
  );
}

/** A posting's D-n ('D-day', '마감', '상시 채용') with words for screen readers ('오늘 마감'). */
export function DeadlineBadge({ posting }: { posting: PostingDeadline }) {
  const deadline = postingDeadline(posting);
  return (
    <span className={deadlineBadgeClass(deadline)}>
      <span aria-hidden="true">{deadline}</span>
      <span className="visually-hidden">{describePostingDeadline(posting)}</span>
    </span>
  );
}

/** A posting's conditions as small chips ('공고 조건'). */
export function PostingFacts({ facts }: { facts: readonly string[] }) {
  return (
    <ul className="result-card__facts" aria-label="공고 조건">
      {facts.map((fact, index) => (
        <li key={index}>{fact}</li>
      ))}
    </ul>
  );
}
