/** The server's days-left text ('D-3'); the day itself ('D-0') is shown as 'D-day'. Anything else is shown as is. */
export function formatDeadline(deadline: string | null | undefined): string {
  if (!deadline) return '';
  const match = /^D-(\d+)$/.exec(deadline.trim());
  if (!match) return deadline.trim();
  const days = Number(match[1]);
  return days === 0 ? 'D-day' : `D-${days}`;
}

/** Words for screen readers: 'D-3' is read as '마감 3일 전', 'D-day' as '오늘 마감'. */
export function describeDeadline(deadline: string | null | undefined): string {
  const shown = formatDeadline(deadline);
  if (shown === 'D-day') return '오늘 마감';
  const match = /^D-(\d+)$/.exec(shown);
  return match ? `마감 ${match[1]}일 전` : shown;
}

/** What a posting's badge needs: its D-n, and whether it is still open and has a deadline of its own. */
export interface PostingDeadline {
  deadline: string;
  active?: number;
  closeType?: string;
}

/**
 * A posting's deadline as shown everywhere (search, home, scraps): '마감' once closed; '상시 채용' or '채용 시 마감' for
 * postings without a deadline of their own (명세에 없어 정함); otherwise D-n / D-day.
 */
export function postingDeadline(posting: PostingDeadline): string {
  if (posting.active === 0) return '마감';
  if (posting.closeType === '상시') return '상시 채용';
  if (posting.closeType === '채용시') return '채용 시 마감';
  return formatDeadline(posting.deadline);
}

/** The same for screen readers ('마감된 공고', '마감 3일 전', '오늘 마감'). */
export function describePostingDeadline(posting: PostingDeadline): string {
  if (posting.active === 0) return '마감된 공고';
  if (posting.closeType === '상시' || posting.closeType === '채용시') return postingDeadline(posting);
  return describeDeadline(posting.deadline);
}

/** The badge's look: today's deadline and closed postings stand out. */
export function deadlineBadgeClass(shown: string): string {
  if (shown === 'D-day') return 'deadline-badge deadline-badge--today';
  if (shown === '마감') return 'deadline-badge deadline-badge--closed';
  return 'deadline-badge';
}
