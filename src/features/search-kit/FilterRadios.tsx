import { useId } from 'react';
import './filter-chips.css';

interface FilterRadiosProps<T extends string> {
  legend: string;
  options: readonly T[];
  /** always one of the options (a pair of radios has no "none") */
  value: T;
  onChoose: (value: T) => void;
}

/** A filter that always has a value, as radios drawn like the chips. */
export function FilterRadios<T extends string>({ legend, options, value, onChoose }: FilterRadiosProps<T>) {
  const name = useId();
  return (
    <fieldset className="filter-chips">
      <legend className="filter-chips__legend">{legend}</legend>
      <div className="filter-chips__list">
        {options.map((option) => (
          <label key={option} className="filter-radio">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChoose(option)} />
            <span>{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
