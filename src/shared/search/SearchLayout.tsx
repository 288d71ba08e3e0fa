import { useId, useState, type ReactNode } from 'react';
import { NARROW_SCREEN } from './narrow-screen.ts';
import './search-layout.css';

interface SearchLayoutProps {
  title: string;
  lead: string;
  /** the filter groups */
  filters: ReactNode;
  resultsTitle: string;
  /** '총 N건' once known */
  count: string | null;
  sort: ReactNode;
  tags: ReactNode;
  /** a new page or filter is loading while the old results stay on screen */
  busy: boolean;
  children: ReactNode;
}

// phones first: the page built for the first paint (no window there) has them folded too, and unfolds them on a wider
// screen before it paints (data-unfold-wide, src/app/first-paint.ts)
const narrowScreen = () => typeof window === 'undefined' || window.matchMedia?.(NARROW_SCREEN).matches;

/** The frame of the recruitment and training searches: filters beside (or, on phones, above) the results. */
export function SearchLayout({ title, lead, filters, resultsTitle, count, sort, tags, busy, children }: SearchLayoutProps) {
  const id = useId();
  // on a phone the twenty job chips would push the results far down, so the filters start folded there
  const [filtersOpen, setFiltersOpen] = useState(() => !narrowScreen());

  return (
    <div className="page search-page">
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">{lead}</p>
      <div className="search-page__layout">
        <section className="search-filter" aria-labelledby={`${id}-filters`}>
          <h2 id={`${id}-filters`} className="search-filter__title">
            <button
              type="button"
              className="search-filter__toggle"
              aria-expanded={filtersOpen}
              aria-controls={`${id}-filter-body`}
              onClick={() => setFiltersOpen((open) => !open)}
              data-unfold-wide
            >
              검색 조건
              <span aria-hidden="true" className="search-filter__chevron" />
            </button>
          </h2>
          <div id={`${id}-filter-body`} hidden={!filtersOpen}>
            {filters}
          </div>
        </section>
        <section className="search-results" aria-labelledby={`${id}-results`} aria-busy={busy || undefined}>
          <div className="search-results__head">
            <h2 id={`${id}-results`} className="search-results__title">
              {resultsTitle}
              {count && <span className="search-results__count"> {count}</span>}
            </h2>
            {busy && (
              <span className="search-results__busy" role="status">
                불러오는 중...
              </span>
            )}
            {sort}
          </div>
          {tags}
          {children}
        </section>
      </div>
    </div>
  );
}
