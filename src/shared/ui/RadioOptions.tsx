import './radio-options.css';

interface RadioOptionsProps<T extends string> {
  /** the group's input name (one useId per group) */
  name: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
  /** the group's own look (BEM block): options are `<look>__option` (position: relative), radios `<look>__radio` */
  look: string;
}

/** The options of a radio group (inside the caller's fieldset): arrow keys move between them. */
export function RadioOptions<T extends string>({ name, options, value, onChange, look }: RadioOptionsProps<T>) {
  return options.map((option) => (
    <label key={option.value} className={`${look}__option`}>
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={value === option.value}
        onChange={() => onChange(option.value)}
        className={`radio-options__radio ${look}__radio`}
      />
      <span>{option.label}</span>
    </label>
  ));
}
