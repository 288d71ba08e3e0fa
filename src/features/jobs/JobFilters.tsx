import { ChipList } from '../search-kit/FilterChips.tsx';
import { FILTER_GROUPS, type FilterKey, type JobFilters as Filters } from './filters.ts';

const GROUPS = FILTER_GROUPS.map((group) => ({ ...group, chips: group.options.map((value) => ({ value })) }));

interface JobFiltersProps {
  filters: Filters;
  onChoose: (key: FilterKey, value: string) => void;
}

/** The encyclopedia's filters, a row of chips each (a ✓ on the chosen one); pressing the chosen chip clears it. */
export function JobFilters({ filters, onChoose }: JobFiltersProps) {
  return (
    <div className="job-filters">
      {GROUPS.map((group) => (
        <div key={group.key} className="job-filters__group" role="group" aria-labelledby={`job-filter-${group.key}`}>
          <span id={`job-filter-${group.key}`} className="job-filters__label">
            {group.label}
          </span>
          <ChipList options={group.chips} value={filters[group.key] ?? null} onChoose={(value) => onChoose(group.key, value)} tick />
        </div>
      ))}
    </div>
  );
}
