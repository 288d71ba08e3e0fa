import { pageBlock } from './pagination.ts';
import './pagination.css';

interface PaginationProps {
  /** 0-based current page */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
}

/** Page numbers in blocks of 10 with previous/next block arrows; pages are shown 1-based. Scrolls to the top. */
export function Pagination({ page, totalPages, onChange, label = '페이지 이동' }: PaginationProps) {
  const block = pageBlock(page, totalPages);
  // one page needs no pager; a last block holding a single page still needs its way back
  if (totalPages <= 1) return null;

  const go = (target: number) => {
    onChange(target);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <nav className="pagination" aria-label={label}>
      <BlockArrow to={block.previousBlockStart} label="이전 페이지 묶음" glyph="‹" go={go} />
      <ul className="pagination__pages">
        {block.pages.map((p) => (
          <li key={p}>
            <button
              type="button"
              className="pagination__page"
              aria-current={p === page ? 'page' : undefined}
              onClick={() => p !== page && go(p)}
            >
              {/* named by its content ('3쪽'), so the visible number is part of the name (WCAG 2.5.3) */}
              {p + 1}
              <span className="visually-hidden">쪽</span>
            </button>
          </li>
        ))}
      </ul>
      <BlockArrow to={block.nextBlockStart} label="다음 페이지 묶음" glyph="›" go={go} />
    </nav>
  );
}

/** The arrow to the previous or next block of pages; disabled at either end. */
function BlockArrow({ to, label, glyph, go }: { to: number | null; label: string; glyph: string; go: (page: number) => void }) {
  return (
    <button type="button" className="pagination__arrow" onClick={() => to !== null && go(to)} disabled={to === null} aria-label={label}>
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}
