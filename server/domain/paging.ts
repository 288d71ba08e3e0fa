// Page arithmetic shared by the paged lists. Pages are 0-based on the wire.

export function totalPages(totalElements: number, pageSize: number): number {
  return Math.ceil(totalElements / pageSize);
}

export function pageOffset(pageNumber: number, pageSize: number): number {
  return pageNumber * pageSize;
}

/** A page past the last one holds nothing: no need to ask the database for its rows. */
export function isPastEnd(pageNumber: number, pageSize: number, totalElements: number): boolean {
  return pageOffset(pageNumber, pageSize) >= totalElements;
}

/** One Spring Data `Sort.Order`; older Spring Data writes a page's sort as an array of these (the original system). */
export interface SpringSortOrder {
  direction: 'ASC' | 'DESC';
  property: 'createdAt';
  ignoreCase: false;
  nullHandling: 'NATIVE';
  ascending: boolean;
  descending: boolean;
}
export type SpringSort = SpringSortOrder[];

export function springSortBy(direction: SpringSortOrder['direction']): SpringSort {
  return [{ direction, property: 'createdAt', ignoreCase: false, nullHandling: 'NATIVE', ascending: direction === 'ASC', descending: direction === 'DESC' }];
}

export interface SpringPage<T, S extends number = number> {
  totalElements: number;
  totalPages: number;
  size: S;
  content: T[];
  number: number;
  numberOfElements: number;
  first: boolean;
  last: boolean;
  empty: boolean;
  sort: SpringSort;
  pageable: {
    pageNumber: number;
    pageSize: number;
    offset: number;
    paged: boolean;
    unpaged: boolean;
    sort: SpringSort;
  };
}

/** The spec's Spring-style page (scrap lists), sorted by `sort` (every list here has an order). */
export function springPage<T, S extends number>(content: T[], pageNumber: number, pageSize: S, totalElements: number, sort: SpringSort): SpringPage<T, S> {
  const pages = totalPages(totalElements, pageSize);
  return {
    totalElements,
    totalPages: pages,
    size: pageSize,
    content,
    number: pageNumber,
    numberOfElements: content.length,
    first: pageNumber === 0,
    last: pageNumber >= pages - 1,
    empty: content.length === 0,
    sort,
    pageable: {
      pageNumber,
      pageSize,
      offset: pageOffset(pageNumber, pageSize),
      paged: true,
      unpaged: false,
      sort: sort.map((order) => ({ ...order })),
    },
  };
}
