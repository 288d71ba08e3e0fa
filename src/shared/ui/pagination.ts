export const PAGE_BLOCK_SIZE = 10;

export interface PageBlock {
  /** 0-based page numbers shown in the current block */
  pages: number[];
  /** first page of the previous block, or null at the first block */
  previousBlockStart: number | null;
  /** first page of the next block, or null at the last block */
  nextBlockStart: number | null;
}

/** Page numbers grouped in blocks of 10 (spec): the block holding `page`, and where the arrows lead. */
export function pageBlock(page: number, totalPages: number, blockSize = PAGE_BLOCK_SIZE): PageBlock {
  if (totalPages <= 0) return { pages: [], previousBlockStart: null, nextBlockStart: null };
  const current = Math.min(Math.max(page, 0), totalPages - 1);
  const start = Math.floor(current / blockSize) * blockSize;
  const end = Math.min(start + blockSize, totalPages);
  return {
    pages: Array.from({ length: end - start }, (_, i) => start + i),
    previousBlockStart: start > 0 ? start - blockSize : null,
    nextBlockStart: end < totalPages ? end : null,
  };
}

/** Pages needed for `total` items shown `perPage` at a time (recruitment: total / count; training: scn_cnt / pageSize). */
export function pageCount(total: number, perPage: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(perPage) || total <= 0 || perPage <= 0) return 0;
  return Math.ceil(total / perPage);
}
