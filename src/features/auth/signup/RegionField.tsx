import { useId, useState, type Ref } from 'react';
import type { RegionChoice } from '#src/shared/regions/regions.ts';
import { RegionPicker } from '#src/shared/ui/region-picker/RegionPickerOnDemand.tsx';
import { FieldMessage } from '#src/shared/ui/TextInput.tsx';
import { HINTS } from '#src/shared/validation/messages.ts';

interface RegionFieldProps {
  value: RegionChoice | null;
  onChange: (region: RegionChoice) => void;
  error: string | null;
  ref?: Ref<HTMLButtonElement>;
}

/** 거주 지역 (required): a button that opens the region picker and shows the choice. */
export function RegionField({ value, onChange, error, ref }: RegionFieldProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="region-field">
      <p id={labelId} className="text-input__label region-field__label">
        거주 지역<span className="auth-form__required">(필수)</span>
      </p>
      <button
        ref={ref}
        type="button"
        className="region-field__button"
        data-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {value ? (
          <>
            <span className="visually-hidden">거주 지역: </span>
            {value.regionName}{' '}
            <span className="region-field__change">바꾸기</span>
          </>
        ) : (
          '거주 지역 선택하기'
        )}
      </button>
      <p id={hintId} className="text-input__helper">
        {HINTS.region}
      </p>
      <FieldMessage id={errorId} message={error} />
      <RegionPicker
        open={open}
        value={value}
        onClose={(choice) => {
          setOpen(false);
          if (choice && choice.regionCode !== value?.regionCode) onChange(choice);
        }}
      />
    </div>
  );
}
