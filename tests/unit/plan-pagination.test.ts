import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECRUIT_SEARCH,
  RECRUIT_PAGE_SIZE,
  recruitListParams,
  recruitSearchReducer,
} from '../../src/features/recruit/recruit-filter.ts';
import {
  DEFAULT_TRAINING_SEARCH,
  TRAINING_PAGE_SIZE,
  trainingListParams,
  trainingSearchReducer,
} from '../../src/features/training/training-filter.ts';
import { pageBlock, pageCount } from '../../src/shared/ui/pagination.ts';

describe('recruitment pages = total / count (default 10)', () => {
  it('asks 10 a page, 0-based on the wire', () => {
    expect(RECRUIT_PAGE_SIZE).toBe(10);
    expect(recruitListParams(DEFAULT_RECRUIT_SEARCH)).toMatchObject({ pageNum: 0, count: 10 });
    const third = recruitSearchReducer(DEFAULT_RECRUIT_SEARCH, { type: 'page', page: 2 });
    expect(recruitListParams(third).pageNum).toBe(2);
  });

  it('counts pages from the answer', () => {
    expect(pageCount(253, 10)).toBe(26);
    expect(pageCount(250, 10)).toBe(25);
    expect(pageCount(9, 10)).toBe(1);
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(30, 3)).toBe(10); // another count from the server
  });

  it('shows 10 page numbers a block, with arrows to the next and previous block', () => {
    expect(pageBlock(0, 26).pages).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageBlock(10, 26)).toEqual({ pages: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19], previousBlockStart: 0, nextBlockStart: 20 });
    expect(pageBlock(25, 26)).toEqual({ pages: [20, 21, 22, 23, 24, 25], previousBlockStart: 10, nextBlockStart: null });
  });
});

describe('training pages = scn_cnt / pageSize', () => {
  it('asks 10 a page, 0-based on the wire', () => {
    expect(TRAINING_PAGE_SIZE).toBe(10);
    expect(trainingListParams(DEFAULT_TRAINING_SEARCH)).toMatchObject({ pageNum: 0, pageSize: 10 });
    const next = trainingSearchReducer(DEFAULT_TRAINING_SEARCH, { type: 'page', page: 11 });
    expect(trainingListParams(next).pageNum).toBe(11);
  });

  it('counts pages from scn_cnt and pageSize', () => {
    expect(pageCount(101, 10)).toBe(11);
    expect(pageCount(100, 10)).toBe(10);
    expect(pageCount(179850, 46)).toBe(3910);
    expect(pageBlock(11, pageCount(101, 10))).toEqual({ pages: [10], previousBlockStart: 0, nextBlockStart: null });
  });

  it('never asks for a negative page', () => {
    expect(trainingSearchReducer(DEFAULT_TRAINING_SEARCH, { type: 'page', page: -3 }).page).toBe(0);
    expect(recruitSearchReducer(DEFAULT_RECRUIT_SEARCH, { type: 'page', page: -1 }).page).toBe(0);
  });
});
