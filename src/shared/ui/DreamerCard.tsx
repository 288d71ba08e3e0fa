import { Link } from 'react-router-dom';
import type { DreamerCard as Dreamer } from '#generated/model/dreamerCard.zod.ts';
import { dreamDays } from '../format/dream-days.ts';
import { paths } from '../routing/paths.ts';
import defaultProfile from './default-profile.svg';
import { TodoState } from './TodoState.tsx';
import './card-grid.css';
import './dreamer-card.css';

/** Others see public to-dos only (contract: dreamer cards); a dreamer who made none public gets this line. */
export const NO_PUBLIC_TODOS = '아직 공개한 할 일이 없어요.';

interface DreamerCardProps {
  dreamer: Dreamer;
  headingLevel?: 2 | 3;
}

/** Another member preparing for a job: who, where, for how long, and the first to-dos. Links to their list. */
export function DreamerCard({ dreamer, headingLevel = 3 }: DreamerCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="dreamer-card">
      <header className="dreamer-card__header">
        <img
          className="dreamer-card__avatar"
          src={dreamer.profileImage ?? defaultProfile}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
        <div>
          <Heading className="dreamer-card__name">
            <Link to={paths.othersList(dreamer.todoGroupId)} className="dreamer-card__link">
              {/* a no-break space: a long nickname never leaves '일' alone on the next line */}
              {dreamer.memberNickname}님의 할{'\u00a0'}일
            </Link>
          </Heading>
          <p className="dreamer-card__job">{dreamer.jobName}</p>
        </div>
      </header>
      <dl className="dreamer-card__facts">
        <div>
          <dt>지역</dt>
          <dd>{dreamer.regionName ?? '알리지 않음'}</dd>
        </div>
        <div>
          <dt>꿈꾼 지</dt>
          <dd>{dreamDays(dreamer.daysAgo)}</dd>
        </div>
        <div>
          <dt>할 일</dt>
          <dd>{dreamer.todoCount}개</dd>
        </div>
      </dl>
      {dreamer.todos.length === 0 ? (
        <p className="dreamer-card__none">{NO_PUBLIC_TODOS}</p>
      ) : (
        <ul className="dreamer-card__todos" aria-label="할 일 미리보기">
          {dreamer.todos.map((todo, index) => (
            <li key={index} className={todo.completed ? 'dreamer-card__todo dreamer-card__todo--done' : 'dreamer-card__todo'}>
              <TodoState completed={todo.completed} />
              <span>{todo.title}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

interface DreamerCardListProps extends Omit<DreamerCardProps, 'dreamer'> {
  dreamers: readonly Dreamer[];
  className: string;
  busy?: boolean;
}

/** Dreamer cards as a list (a grid in each screen's own columns). */
export function DreamerCardList({ dreamers, className, busy, headingLevel }: DreamerCardListProps) {
  return (
    <ul className={`card-grid card-grid--stretch ${className}`} aria-busy={busy || undefined}>
      {dreamers.map((dreamer) => (
        <li key={dreamer.todoGroupId}>
          <DreamerCard dreamer={dreamer} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
