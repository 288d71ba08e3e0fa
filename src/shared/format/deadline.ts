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
