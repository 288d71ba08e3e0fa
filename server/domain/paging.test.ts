import { describe, expect, it } from 'vitest';
import { isPastEnd, pageOffset, springPage, springSortBy, totalPages } from './paging.ts';

describe('paging', () => {
  it('counts pages and offsets from 0', () => {
    expect(totalPages(0, 9)).toBe(0);
    expect(totalPages(9, 9)).toBe(1);
    expect(totalPages(10, 9)).toBe(2);
    expect(pageOffset(2, 9)).toBe(18);
    expect(isPastEnd(1, 9, 9)).toBe(true);
    expect(isPastEnd(0, 9, 1)).toBe(false);
  });

  it('builds the spec Spring page, with sort as an array of orders (older Spring Data, the original system)', () => {
    const newest = { direction: 'DESC', property: 'createdAt', ignoreCase: false, nullHandling: 'NATIVE', ascending: false, descending: true };
    expect(springPage(['a', 'b'], 1, 9, 11, springSortBy('DESC'))).toEqual({
      totalElements: 11,
      totalPages: 2,
      size: 9,
      content: ['a', 'b'],
      number: 1,
      numberOfElements: 2,
      first: false,
      last: true,
      empty: false,
      sort: [newest],
      pageable: { pageNumber: 1, pageSize: 9, offset: 9, paged: true, unpaged: false, sort: [newest] },
    });
    expect(springSortBy('ASC')).toEqual([{ ...newest, direction: 'ASC', ascending: true, descending: false }]);
    const none = springPage([], 0, 9, 0, springSortBy('ASC'));
    expect([none.first, none.last, none.empty, none.totalPages]).toEqual([true, true, true, 0]);
  });
});

