import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/shared/format/count.ts';

describe('formatCount', () => {
  it('groups thousands as ko-KR does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 1_234_567, -4321, 100_000_000]) {
      expect(formatCount(n)).toBe(n.toLocaleString('ko-KR'));
    }
  });
  it('keeps one decimal place at most, like maximumFractionDigits 1', () => {
    for (const n of [1.5, 12.25, 1234.56, 0.04]) {
      expect(formatCount(n)).toBe(n.toLocaleString('ko-KR', { maximumFractionDigits: 1 }));
    }
  });
});
