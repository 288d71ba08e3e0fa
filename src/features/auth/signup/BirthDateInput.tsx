import { useLayoutEffect, useRef, type Ref } from 'react';
import { BIRTH_DATE_DISPLAY_LENGTH, editBirthDate, formatBirthDateDisplay } from '#src/shared/format/birth-date.ts';
import { TextInput } from '#src/shared/ui/TextInput.tsx';

interface BirthDateInputProps {
  /** digits only, at most 8 */
  digits: string;
  onDigitsChange: (digits: string) => void;
  error: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** 생년월일: numbers only, shown as 'YYYY / MM / DD' while typing; the caret stays where the member is typing. */
export function BirthDateInput({ digits, onDigitsChange, error, ref }: BirthDateInputProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const display = formatBirthDateDisplay(digits);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (caret !== null && input.current && document.activeElement === input.current) {
      input.current.setSelectionRange(caret, caret);
    }
  });

  return (
    <TextInput
      ref={(node) => {
        input.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      label="생년월일"
      name="birthDate"
      inputMode="numeric"
      autoComplete="bday"
      placeholder="YYYY / MM / DD"
      maxLength={BIRTH_DATE_DISPLAY_LENGTH}
      helperText="숫자 8자리로 입력해주세요. 예: 1968 / 05 / 17"
      value={display}
      onValueChange={(raw, event) => {
        const edit = editBirthDate(display, raw, event?.target.selectionStart ?? raw.length);
        pendingCaret.current = edit.caret;
        onDigitsChange(edit.digits);
      }}
      error={error}
    />
  );
}
