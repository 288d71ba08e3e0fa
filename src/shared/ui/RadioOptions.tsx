interface RadioOptionsProps<T extends string> {
  /** the group's input name (one useId per group) */
  name: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
  /** the group's own look: the option label's class and the radio's class */
  optionClassName: string;
  radioClassName: string;
}

/** The options of a radio group (inside the caller's fieldset): arrow keys move between them. */
export function RadioOptions<T extends string>({ name, options, value, onChange, optionClassName, radioClassName }: RadioOptionsProps<T>) {
  return options.map((option) => (
    <label key={option.value} className={optionClassName}>
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={value === option.value}
        onChange={() => onChange(option.value)}
        className={radioClassName}
      />
      <span>{option.label}</span>
    </label>
  ));
}
