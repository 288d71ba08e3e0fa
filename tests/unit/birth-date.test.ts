import { describe, expect, it } from 'vitest';
import {
  birthDateDigits,
  birthDateInKorean,
  editBirthDate,
  formatBirthDateDisplay,
  toBirthDatePayload,
} from '../../src/shared/format/birth-date.ts';

/** Types `keys` one by one at the end of the field, as the browser would. */
function type(keys: string, start = '') {
  let display = start;
  for (const key of keys) display = editBirthDate(display, display + key).display;
  return display;
}

describe('birth date while typing: digits only, YYYY / MM / DD, at most 8 digits', () => {
  it('shows separators only once a digit follows them', () => {
    expect(type('1')).toBe('1');
    expect(type('1968')).toBe('1968');
    expect(type('19680')).toBe('1968 / 0');
    expect(type('196805')).toBe('1968 / 05');
    expect(type('1968051')).toBe('1968 / 05 / 1');
    expect(type('19680517')).toBe('1968 / 05 / 17');
  });

  it('ignores letters and symbols and stops at 8 digits (14 characters)', () => {
    expect(type('19a6-8/0x5')).toBe('1968 / 05');
    const full = type('1968051799');
    expect(full).toBe('1968 / 05 / 17');
    expect(full).toHaveLength(14);
  });

  it('deleting from the end removes digits, never getting stuck on a separator', () => {
    let display = '1968 / 05 / 17';
    const seen: string[] = [];
    while (display) {
      display = editBirthDate(display, display.slice(0, -1)).display;
      seen.push(display);
    }
    expect(seen).toEqual(['1968 / 05 / 1', '1968 / 05', '1968 / 0', '1968', '196', '19', '1', '']);
  });

  it('Backspace right after a separator deletes the digit before it', () => {
    // caret after '1968 / ' (7), Backspace removes the space before the caret
    const edit = editBirthDate('1968 / 05', '1968 /05', 6);
    expect(edit.digits).toBe('19605');
    expect(edit.display).toBe('1960 / 5');
    expect(edit.caret).toBe(3);
  });

  it('typing in the middle keeps the caret after the new digit', () => {
    // '1968 / 05' with the caret after '19', the member types 7
    const edit = editBirthDate('1968 / 05', '19768 / 05', 3);
    expect(edit.digits).toBe('1976805');
    expect(edit.display).toBe('1976 / 80 / 5');
    expect(edit.caret).toBe(3);
  });

  it('pasting any written form keeps its digits', () => {
    expect(editBirthDate('', '1968-05-17').display).toBe('1968 / 05 / 17');
    expect(editBirthDate('', '1968.5.17').display).toBe('1968 / 51 / 7');
    expect(editBirthDate('', '생년월일: 1968년 05월 17일').display).toBe('1968 / 05 / 17');
    expect(editBirthDate('19', '19 1968/05/17', 13).display).toBe('1919 / 68 / 05');
    expect(editBirthDate('', '1968-05-17').caret).toBe(14);
  });
});

describe('what the server receives and what the account page shows', () => {
  it('submits YYYY/MM/DD', () => {
    expect(toBirthDatePayload('19680517')).toBe('1968/05/17');
    expect(toBirthDatePayload('1968 / 05 / 17')).toBe('1968/05/17');
    expect(toBirthDatePayload('196805')).toBe('1968/05');
    expect(toBirthDatePayload('')).toBe('');
  });

  it('digits and display of stored values', () => {
    expect(birthDateDigits('1968/05/17')).toBe('19680517');
    expect(formatBirthDateDisplay('1968/05/17')).toBe('1968 / 05 / 17');
    expect(birthDateInKorean('1968/05/17')).toBe('1968년 5월 17일');
    expect(birthDateInKorean('unknown')).toBe('unknown');
  });
});
