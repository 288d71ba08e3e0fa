import { describe, expect, it } from 'vitest';
import { daysSince, deadlineText, seoulDate, startOfSeoulDay, unixSeconds } from './seoul-days.ts';

describe('Seoul days', () => {
  const now = new Date('2026-11-22T15:30:00Z'); // 2026-11-23 00:30 in Seoul

  it('dates an instant by the Seoul calendar', () => {
    expect(seoulDate(now)).toBe('2026-11-23');
    expect(seoulDate(new Date('2026-11-22T14:59:59Z'))).toBe('2026-11-22');
    expect(startOfSeoulDay(now).toISOString()).toBe('2026-11-22T15:00:00.000Z');
  });

  it('counts D-n in Seoul days: closing today is D-0, and a closed posting stays D-0', () => {
    expect(deadlineText(new Date('2026-11-23T14:59:59.999Z'), now)).toBe('D-0');
    expect(deadlineText(new Date('2026-11-24T14:59:59.999Z'), now)).toBe('D-1');
    expect(deadlineText(new Date('2026-11-25T15:00:00Z'), now)).toBe('D-3');
    expect(deadlineText(new Date('2026-11-20T00:00:00Z'), now)).toBe('D-0');
  });

  it('counts the days since a job was saved, the day itself being 0', () => {
    expect(daysSince(new Date('2026-11-22T15:00:00Z'), now)).toBe(0);
    expect(daysSince(new Date('2026-11-22T14:59:00Z'), now)).toBe(1);
    expect(daysSince(new Date('2026-11-30T00:00:00Z'), now)).toBe(0);
  });

  it('gives unix seconds', () => {
    expect(unixSeconds(new Date('1970-01-01T00:00:01.999Z'))).toBe(1);
  });
});
