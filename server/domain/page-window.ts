// Which rows to read for a page of an ordered list, reading from whichever end is nearer: a page in the second half
// is read in the opposite order and turned round, so no OFFSET ever skips more than half of the matching rows.

export interface PageWindow {
  /** read in the list's own order (false: the opposite order, then reverse the rows) */
  forward: boolean;
  offset: number;
  limit: number;
}

/** null when the page lies past the end. */
export function pageWindow(pageNumber: number, pageSize: number, total: number): PageWindow | null {
  const start = pageNumber * pageSize;
  if (start >= total) return null;
  const limit = Math.min(pageSize, total - start);
  const fromEnd = total - start - limit;
  return fromEnd < start ? { forward: false, offset: fromEnd, limit } : { forward: true, offset: start, limit };
}
