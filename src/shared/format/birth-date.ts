// Birth date entry (spec): digits only, at most 8, shown as 'YYYY / MM / DD' while typing (at most 14 characters),
// sent as 'YYYY/MM/DD'.

export const BIRTH_DATE_DIGITS = 8;
export const BIRTH_DATE_DISPLAY_LENGTH = 14;
const DISPLAY_SEPARATOR = ' / ';

/** The digits of any input (typed, pasted '1968-05-17', or the formatted display), at most 8. */
export function birthDateDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, BIRTH_DATE_DIGITS);
}

function split(digits: string): string[] {
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean);
}

/** '19680' → '1968 / 0'; separators appear only once a digit follows them, so deleting never gets stuck. */
export function formatBirthDateDisplay(input: string): string {
  return split(birthDateDigits(input)).join(DISPLAY_SEPARATOR);
}

/** What the sign-up call receives: 'YYYY/MM/DD' once complete (partial input keeps its slashes so the rule can say why). */
export function toBirthDatePayload(input: string): string {
  return split(birthDateDigits(input)).join('/');
}

export interface BirthDateEdit {
  digits: string;
  display: string;
  /** where the caret belongs in the new display */
  caret: number;
}

/**
 * Applies one edit of the field: `raw` is the input's value after the browser applied the keystroke or paste, `caret`
 * the browser's caret in it. Deleting a separator deletes the digit before it instead, so Backspace always moves on.
 */
export function editBirthDate(previousDisplay: string, raw: string, caret: number = raw.length): BirthDateEdit {
  let digits = raw.replace(/\D/g, '');
  let digitsBeforeCaret = raw.slice(0, caret).replace(/\D/g, '').length;
  const previousDigits = birthDateDigits(previousDisplay);
  const deletedOnlyASeparator = raw.length < previousDisplay.length && digits === previousDigits;
  if (deletedOnlyASeparator && digitsBeforeCaret > 0) {
    digits = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
    digitsBeforeCaret -= 1;
  }
  digits = digits.slice(0, BIRTH_DATE_DIGITS);
  digitsBeforeCaret = Math.min(digitsBeforeCaret, digits.length);
  const display = formatBirthDateDisplay(digits);
  return { digits, display, caret: displayPosition(display, digitsBeforeCaret) };
}

function displayPosition(display: string, digitCount: number): number {
  if (digitCount === 0) return 0;
  let seen = 0;
  for (let i = 0; i < display.length; i++) {
    if (/\d/.test(display[i] ?? '')) seen += 1;
    if (seen === digitCount) return i + 1;
  }
  return display.length;
}

/** 'YYYY/MM/DD' → '1968년 5월 17일' for the account page. Anything else is shown as it came. */
export function birthDateInKorean(value: string): string {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return value;
  return `${match[1]}년 ${Number(match[2])}월 ${Number(match[3])}일`;
}
