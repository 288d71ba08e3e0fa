// Which postings are open: not closed by their source (사람인 `active` 0) and their closing day not yet over.
// Every list of open postings filters with this one condition.
import { and, eq, gte } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import { recruitPostings } from '../db/schema.ts';

export function openPostings(now: Date | Placeholder): SQL {
  return and(eq(recruitPostings.closed, false), gte(recruitPostings.expirationDate, now))!;
}
