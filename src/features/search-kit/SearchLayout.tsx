import { useId, useRef, useState, type ReactNode } from 'react';
import { formatCount } from '../../shared/format/count.ts';
import { NARROW_SCREEN } from './narrow-screen.ts';
import './search-layout.css';

interface SearchLayoutProps {
  title: string;
  lead: string;
  /** the filter groups */
  filters: ReactNode;
  resultsTitle: string;
  /** how many results match, once known */
  total: number | null;
  sort: ReactNode;
  tags: ReactNode;
  /** a new page or filter is loading while the old results stay on screen */
  busy: boolean;
  children: ReactNode;
}

// phones first: the page built for the first paint (no window there) has them folded too, and unfolds them on a wider
// screen before it paints (data-unfold-wide, src/app/head/head-script.ts)
const narrowScreen = () => typeof window === 'undefined' || window.matchMedia?.(NARROW_SCREEN).matches;

/** The frame of the recruitment and training searches: filters beside (or, on phones, above) the results. */
export function SearchLayout({ title, lead, filters, resultsTitle, total, sort, tags, busy, children }: SearchLayoutProps) {
  const id = useId();
  // on a phone the twenty job chips would push the results far down, so the filters start folded there
  const [filtersOpen, setFiltersOpen] = useState(() => !narrowScreen());
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const showResults = () => {
    resultsHeading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    resultsHeading.current?.focus({ preventScroll: true });
  };

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
            {/* on a phone the results are screens below the chips: the count stays where the finger is (issue 25) */}
            <div className="search-filter__show">
              <button type="button" className="button button--block" onClick={showResults}>
                {total === null || busy ? '결과 보기' : `${formatCount(total)}건 보기`}
              </button>
            </div>
          </div>
        </section>
        <section className="search-results" aria-labelledby={`${id}-results`} aria-busy={busy || undefined}>
          <div className="search-results__head">
            <h2 id={`${id}-results`} className="search-results__title" ref={resultsHeading} tabIndex={-1}>
              {resultsTitle}
              {total !== null && <span className="search-results__count"> 총 {formatCount(total)}건</span>}
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
