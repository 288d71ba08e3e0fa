// Calendar days as a Korean user sees them: counted in Asia/Seoul (UTC+9, no daylight saving), whatever the
// server's own time zone is. Used for deadlines ('D-3'), days since a job was saved, and the dates shown on cards.

const DAY_MS = 86_400_000;
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** Days since 1970-01-01 in Seoul: two instants on the same Seoul date give the same number. */
export function seoulDayNumber(at: Date): number {
  return Math.floor((at.getTime() + SEOUL_OFFSET_MS) / DAY_MS);
}

/** The Seoul date of an instant as YYYY-MM-DD. */
export function seoulDate(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant today began in Seoul. */
export function startOfSeoulDay(at: Date): Date {
  return new Date(seoulDayNumber(at) * DAY_MS - SEOUL_OFFSET_MS);
}

/** The last instant of the Seoul day `days` days after the day of `at` (0: the end of today). */
export function endOfSeoulDayAfter(at: Date, days: number): Date {
  return new Date((seoulDayNumber(at) + days + 1) * DAY_MS - SEOUL_OFFSET_MS - 1);
}

/** 'D-n': Seoul days left until the closing day; a posting closing today, or already closed, is 'D-0'. */
export function deadlineText(expiration: Date, now: Date): string {
  return `D-${Math.max(0, seoulDayNumber(expiration) - seoulDayNumber(now))}`;
}

/** Seoul days since an instant: the day itself is 0. */
export function daysSince(since: Date, now: Date): number {
  return Math.max(0, seoulDayNumber(now) - seoulDayNumber(since));
}

/** Unix seconds, as the recruitment site's timestamps are given. */
export function unixSeconds(at: Date): number {
  return Math.floor(at.getTime() / 1000);
}
