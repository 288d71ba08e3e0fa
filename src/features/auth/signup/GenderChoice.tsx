import { useId } from 'react';
import type { Gender } from '#generated/model/gender.zod.ts';
import { RadioOptions } from '#src/shared/ui/RadioOptions.tsx';
import { FieldMessage } from '#src/shared/ui/TextInput.tsx';

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
        <RadioOptions name={name} options={OPTIONS} value={value} onChange={onChange} look="choice-group" />
      </div>
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}
