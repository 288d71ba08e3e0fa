import { describe, expect, it } from 'vitest';
import { describeDeadline, formatDeadline } from '../../src/shared/format/deadline.ts';

describe('deadline (D-n, D-0 → D-day)', () => {
  it('shows D-0 as D-day', () => {
    expect(formatDeadline('D-0')).toBe('D-day');
    expect(formatDeadline('D-00')).toBe('D-day');
  });

  it('keeps D-n as it is, without leading zeros', () => {
    expect(formatDeadline('D-1')).toBe('D-1');
    expect(formatDeadline('D-14')).toBe('D-14');
    expect(formatDeadline('D-007')).toBe('D-7');
    expect(formatDeadline(' D-3 ')).toBe('D-3');
  });

  it('shows other texts unchanged and nothing for none', () => {
    expect(formatDeadline('상시채용')).toBe('상시채용');
    expect(formatDeadline('')).toBe('');
    expect(formatDeadline(null)).toBe('');
    expect(formatDeadline(undefined)).toBe('');
  });

  it('has words for screen readers', () => {
    expect(describeDeadline('D-0')).toBe('오늘 마감');
    expect(describeDeadline('D-3')).toBe('마감 3일 전');
    expect(describeDeadline('상시채용')).toBe('상시채용');
  });
});
