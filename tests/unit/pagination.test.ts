import { describe, expect, it } from 'vitest';
import { pageBlock, pageCount } from '../../src/shared/ui/pagination.ts';

describe('pagination in blocks of 10', () => {
  it('shows the block holding the current page', () => {
    expect(pageBlock(0, 25)).toEqual({ pages: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], previousBlockStart: null, nextBlockStart: 10 });
    expect(pageBlock(13, 25)).toEqual({
      pages: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
      previousBlockStart: 0,
      nextBlockStart: 20,
    });
    expect(pageBlock(24, 25)).toEqual({ pages: [20, 21, 22, 23, 24], previousBlockStart: 10, nextBlockStart: null });
  });

  it('clamps pages outside the range and handles empty lists', () => {
    expect(pageBlock(99, 3).pages).toEqual([0, 1, 2]);
    expect(pageBlock(-1, 3).pages).toEqual([0, 1, 2]);
    expect(pageBlock(0, 0)).toEqual({ pages: [], previousBlockStart: null, nextBlockStart: null });
  });

  it('counts pages as total / per page, rounded up', () => {
    expect(pageCount(95, 10)).toBe(10);
    expect(pageCount(100, 10)).toBe(10);
    expect(pageCount(101, 10)).toBe(11);
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 0)).toBe(0);
  });
});
