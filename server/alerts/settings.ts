// A member's alert settings (issue 23): the defaults made the first time they are opened, checking and saving.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { alertSettings, jobs, members, regions, todoGroups } from '../db/schema.ts';
import { validationError } from '../errors.ts';

export interface AlertSettingsView {
  enabled: boolean;
  jobIds: number[];
  regionCodes: number[];
  newPostings: boolean;
  closingScraps: boolean;
  digestHour: number;
}

export const DEFAULT_DIGEST_HOUR = 9;
export const ALERT_LIST_MAX = 20;

const view = (row: typeof alertSettings.$inferSelect): AlertSettingsView => ({
  enabled: row.enabled,
  jobIds: row.jobIds,
  regionCodes: row.regionCodes,
  newPostings: row.newPostings,
  closingScraps: row.closingScraps,
  digestHour: row.digestHour,
});

/** The member's settings, made with the defaults on first open: their saved jobs, their district, both kinds, 9시. */
export async function settingsOf(db: Db, memberId: number): Promise<AlertSettingsView> {
  const [existing] = await db.select().from(alertSettings).where(eq(alertSettings.memberId, memberId));
  if (existing) return view(existing);
  const saved = await db
    .select({ jobId: todoGroups.jobId })
    .from(todoGroups)
    .where(eq(todoGroups.memberId, memberId))
    .orderBy(asc(todoGroups.createdAt), asc(todoGroups.id))
    .limit(ALERT_LIST_MAX);
  const [member] = await db.select({ regionCode: members.regionCode }).from(members).where(eq(members.id, memberId));
  await db
    .insert(alertSettings)
    .values({
      memberId,
      jobIds: saved.map((s) => s.jobId),
      regionCodes: member?.regionCode ? [member.regionCode] : [],
      digestHour: DEFAULT_DIGEST_HOUR,
    })
    .onConflictDoNothing();
  const [made] = await db.select().from(alertSettings).where(eq(alertSettings.memberId, memberId));
  return view(made!);
}

/** Saves the whole settings; new postings count from now on. Unknown jobs or districts: 400 VALIDATION_FAILED. */
export async function saveSettings(db: Db, memberId: number, body: AlertSettingsView): Promise<AlertSettingsView> {
  if (body.jobIds.length > 0) {
    const known = await db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, body.jobIds));
    if (known.length !== new Set(body.jobIds).size) throw validationError('jobIds', '새길에 없는 직업이 들어 있어요.');
  }
  if (body.regionCodes.length > 0) {
    const known = await db.select({ code: regions.regionCode }).from(regions).where(inArray(regions.regionCode, body.regionCodes));
    if (known.length !== new Set(body.regionCodes).size) throw validationError('regionCodes', '없는 지역이 들어 있어요.');
  }
  const values = {
    enabled: body.enabled,
    jobIds: [...new Set(body.jobIds)],
    regionCodes: [...new Set(body.regionCodes)],
    newPostings: body.newPostings,
    closingScraps: body.closingScraps,
    digestHour: body.digestHour,
  };
  const [row] = await db
    .insert(alertSettings)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: alertSettings.memberId, set: { ...values, since: sql`greatest(${alertSettings.since}, now())`, updatedAt: sql`now()` } })
    .returning();
  return view(row!);
}
