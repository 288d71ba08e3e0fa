import { useId } from 'react';

interface ReadOnlyTitleProps {
  label: string;
  value: string;
  className?: string;
}

/**
 * View mode's title: read-only like the form's field, but the whole title wraps over as many lines as it needs (a
 * one-line input cuts a long title off on a phone). A hidden copy of the text in the same grid cell gives the
 * textarea its height, without script.
 */
export function ReadOnlyTitle({ label, value, className }: ReadOnlyTitleProps) {
  const id = useId();
  return (
    <div className={`text-input ${className ?? ''}`}>
      <label htmlFor={id} className="text-input__label">
        {label}
      </label>
      <div className="read-only-title" data-value={`${value} `}>
        <textarea id={id} className="read-only-title__text" value={value} readOnly rows={1} />
      </div>
    </div>
  );
}
