// Which postings are open: not closed by their source (사람인 `active` 0) and their closing day not yet over.
// Every list of open postings filters with this one condition.
import { and, gte, not } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import { recruitPostings } from '../db/schema.ts';

/** `not closed` is written into the query, not sent as a parameter: the list indexes hold open postings only
 *  (`where not closed`), and PostgreSQL uses a partial index only when the query's own text implies its condition
 *  (a prepared statement's generic plan cannot see a parameter's value). */
export function openPostings(now: Date | Placeholder): SQL {
  return and(not(recruitPostings.closed), gte(recruitPostings.expirationDate, now))!;
}
