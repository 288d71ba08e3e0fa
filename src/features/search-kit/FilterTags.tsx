import { useRef } from 'react';
import './filter-chips.css';

export interface FilterTag {
  key: string;
  label: string;
  onRemove: () => void;
}

interface FilterTagsProps {
  tags: readonly FilterTag[];
  onReset: () => void;
  resetLabel?: string;
}

/** The chosen values as removable tags, and a reset to the defaults. */
export function FilterTags({ tags, onReset, resetLabel = '초기화' }: FilterTagsProps) {
  const resetRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="filter-tags">
      {tags.length === 0 ? (
        <p className="filter-tags__none">선택한 조건이 없어요. 전체를 보여드려요.</p>
      ) : (
        <ul className="filter-tags__list" aria-label="선택한 조건">
          {tags.map((tag) => (
            <li key={tag.key} className="filter-tag">
              <span>{tag.label}</span>
              <button
                type="button"
                className="filter-tag__remove"
                aria-label={`${tag.label} 조건 지우기`}
                onClick={() => {
                  tag.onRemove();
                  resetRef.current?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button ref={resetRef} type="button" className="button button--secondary filter-tags__reset" onClick={onReset}>
        <span aria-hidden="true">↺</span> {resetLabel}
      </button>
    </div>
  );
}
