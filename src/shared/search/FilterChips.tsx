import './filter-chips.css';

export interface ChipOption<T extends string> {
  value: T;
  label?: string;
}

interface FilterChipsProps<T extends string> {
  legend: string;
  options: readonly ChipOption<T>[];
  value: T | null;
  /** called with the pressed chip; the caller decides (pressing the chosen chip again usually clears it) */
  onChoose: (value: T) => void;
  /** a hint under the legend, e.g. '한 번 더 누르면 선택이 풀려요' */
  hint?: string;
}

/** A row of toggle buttons for one filter; the chosen chip is pressed (aria-pressed). */
export function FilterChips<T extends string>({ legend, options, value, onChoose, hint }: FilterChipsProps<T>) {
  return (
    <fieldset className="filter-chips">
      <legend className="filter-chips__legend">{legend}</legend>
      {hint && <p className="filter-chips__hint">{hint}</p>}
      <ul className="filter-chips__list">
        {options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              className="filter-chip"
              aria-pressed={option.value === value}
              onClick={() => onChoose(option.value)}
            >
              {option.label ?? option.value}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
