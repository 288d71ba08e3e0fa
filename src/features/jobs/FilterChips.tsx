import { FILTER_GROUPS, type FilterKey, type JobFilters } from './filters.ts';

interface FilterChipsProps {
  filters: JobFilters;
  onChoose: (key: FilterKey, value: string) => void;
}

/** Toggle chips per filter: pressed means chosen; pressing the chosen chip again clears it. */
export function FilterChips({ filters, onChoose }: FilterChipsProps) {
  return (
    <div className="job-filters">
      {FILTER_GROUPS.map((group) => (
        <div key={group.key} className="job-filters__group" role="group" aria-labelledby={`job-filter-${group.key}`}>
          <span id={`job-filter-${group.key}`} className="job-filters__label">
            {group.label}
          </span>
          <div className="job-filters__chips">
            {group.options.map((option) => {
              const pressed = filters[group.key] === option;
              return (
                <button
                  key={option}
                  type="button"
                  className="job-filters__chip"
                  aria-pressed={pressed}
                  onClick={() => onChoose(group.key, option)}
                >
                  {pressed && (
                    <span aria-hidden="true" className="job-filters__tick">
                      ✓
                    </span>
                  )}
                  {option}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
