import './filter-chips.css';

export interface ChipOption<T extends string> {
  value: T;
  label?: string;
}

interface ChipListProps<T extends string> {
  options: readonly ChipOption<T>[];
  value: T | null;
  /** called with the pressed chip; the caller decides (pressing the chosen chip again usually clears it) */
  onChoose: (value: T) => void;
  /** a ✓ before the chosen chip's text */
  tick?: boolean;
}

/** A row of toggle buttons for one filter; the chosen chip is pressed (aria-pressed). */
export function ChipList<T extends string>({ options, value, onChoose, tick = false }: ChipListProps<T>) {
  return (
    <ul className="filter-chips__list">
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <li key={option.value}>
            <button type="button" className="filter-chip" aria-pressed={pressed} onClick={() => onChoose(option.value)}>
              {tick && pressed && (
                <span aria-hidden="true" className="filter-chip__tick">
                  ✓
                </span>
              )}
              {option.label ?? option.value}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

interface FilterChipsProps<T extends string> extends ChipListProps<T> {
  legend: string;
  /** a hint under the legend, e.g. '한 번 더 누르면 선택이 풀려요' */
  hint?: string;
}

/** One filter as a group: its legend, an optional hint and the chips. */
export function FilterChips<T extends string>({ legend, hint, ...chips }: FilterChipsProps<T>) {
  return (
    <fieldset className="filter-chips">
      <legend className="filter-chips__legend">{legend}</legend>
      {hint && <p className="filter-chips__hint">{hint}</p>}
      <ChipList {...chips} />
    </fieldset>
  );
}
