import { useId } from 'react';
import type { Gender } from '../../../../generated/model/gender.zod.ts';

const OPTIONS: { value: Gender; label: string }[] = [
  { value: 'FEMALE', label: '여성' },
  { value: 'MALE', label: '남성' },
];

interface GenderChoiceProps {
  value: Gender | null;
  onChange: (gender: Gender) => void;
  error: string | null;
}

export function GenderChoice({ value, onChange, error }: GenderChoiceProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="choice-group" aria-describedby={error ? errorId : undefined}>
      <legend className="text-input__label">
        성별<span className="auth-form__required">(필수)</span>
      </legend>
      <div className="choice-group__options">
        {OPTIONS.map((option) => (
          <label key={option.value} className="choice-group__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="choice-group__radio"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <div aria-live="polite">
        {error && (
          <p id={errorId} className="text-input__message text-input__message--error">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
