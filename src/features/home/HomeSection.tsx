import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface HomeSectionProps {
  /** the heading's id, naming the section */
  id: string;
  title: ReactNode;
  /** where 'more' goes, and its words */
  more: { to: string; label: string };
  className?: string;
  children: ReactNode;
}

/** A section of the home screen: its heading with a link to see more, then its content. */
export function HomeSection({ id, title, more, className, children }: HomeSectionProps) {
  return (
    <section className={className ? `home-section ${className}` : 'home-section'} aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        <Link to={more.to} className="home-section__more">
          {more.label}
        </Link>
      </div>
      {children}
    </section>
  );
}
