/**
 * How long someone has been preparing for a job, counted the Korean way: the day the job was saved is day 1
 * (daysAgo 0 → '1일째'), so the number never reads as zero to a member who started today.
 */
export function dreamDays(daysAgo: number): string {
  return `${Math.max(0, Math.floor(daysAgo)) + 1}일째`;
}
