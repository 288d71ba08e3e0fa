// The database, in one drizzle schema: drizzle-kit turns it into the numbered SQL migrations in server/db/migrations,
// which run unchanged on PGlite (embedded default) and PostgreSQL (DATABASE_URL). Keep to PostgreSQL 15 features.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  foreignKey,
} from 'drizzle-orm/pg-core';

const id = () => bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** 시군구: the seven cities' districts and counties, with their 5-digit administrative codes. */
export const regions = pgTable('regions', {
  regionCode: integer().primaryKey(),
  regionName: varchar({ length: 40 }).notNull().unique(),
  city: varchar({ length: 10 }).notNull(),
});

export const members = pgTable(
  'members',
  {
    id: id(),
    loginId: varchar({ length: 20 }).notNull().unique(),
    /** argon2id of the password; null for a member who signed up with 카카오/네이버 and has not set one (issue 27) */
    passwordHash: text(),
    /** argon2id of the member's recovery code (issue 27: a forgotten password); null for members from before it,
     *  who make one on /mypage */
    recoveryCodeHash: text(),
    nickname: varchar({ length: 8 }).notNull().unique(),
    birthDate: date({ mode: 'string' }).notNull(),
    gender: varchar({ length: 6 }).notNull(),
    regionCode: integer().references(() => regions.regionCode),
    profileImageId: bigint({ mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('members_gender_check', sql`${t.gender} in ('FEMALE', 'MALE')`),
    // Saegil2026 and saegil2026 are the same login id (a member may not remember which letters were capitals)
    uniqueIndex('members_login_id_lower_key').on(sql`lower(${t.loginId})`),
  ],
);

/**
 * Each answer a member gave to a consent (이용약관, 개인정보 수집·이용, 새길 소식): which version, yes or no, and when.
 * Rows are only added, never changed, so the record of what was agreed to stays; the latest row of a kind is the
 * member's current answer. Removed with the member (withdrawal erases everything).
 */
export const memberConsents = pgTable(
  'member_consents',
  {
    id: id(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 10 }).notNull(),
    version: varchar({ length: 10 }).notNull(),
    agreed: boolean().notNull(),
    agreedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('member_consents_kind_check', sql`${t.kind} in ('terms', 'privacy', 'news')`),
    index('member_consents_member_kind_idx').on(t.memberId, t.kind, t.id),
  ],
);

/** Rotating refresh tokens, stored hashed; a reused token revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    family: varchar({ length: 36 }).notNull(),
    /** when the login this family began typed its password: every token of the family carries it forward */
    authTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** why the login ended: 'password' when a password change on another device signed it out (401 PASSWORD_CHANGED) */
    revokedReason: varchar({ length: 16 }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_member_idx').on(t.memberId), index('refresh_tokens_family_idx').on(t.family)],
);

/**
 * Uploaded images (profile and to-do), re-encoded without metadata, kept in the database and served by
 * /images/{publicId}. `id` stays internal (the contract's imageId, used to delete a to-do's image); the URL carries only
 * the random publicId, so nobody can walk the images by counting.
 */
export const images = pgTable(
  'images',
  {
    id: id(),
    /** base64url of 16 random bytes (128 bits); rows older than this column got 64 hex characters (244 bits) */
    publicId: varchar({ length: 64 }).notNull().unique(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    todoId: bigint({ mode: 'number' }).references(() => todos.id, { onDelete: 'cascade' }),
    contentType: varchar({ length: 20 }).notNull(),
    bytes: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('images_todo_idx').on(t.todoId), index('images_member_idx').on(t.memberId)],
);

/** The 20 job types (ids 1-20 in the contract's JobName order). */
export const jobs = pgTable('jobs', {
  id: integer().primaryKey(),
  name: varchar({ length: 20 }).notNull().unique(),
  description: text().notNull(),
  salaryCost: integer().notNull(),
  salaryType: varchar({ length: 4 }).notNull(),
  certification: text().array().notNull().default(sql`'{}'::text[]`),
  certificationPeriod: text().notNull(),
  strongPhysical: smallint().notNull(),
  strongStress: smallint().notNull(),
  strongRelationship: smallint().notNull(),
  require: varchar({ length: 10 }).notNull(),
  workTime: varchar({ length: 12 }).notNull(),
  physical: varchar({ length: 10 }).notNull(),
  imageSlug: varchar({ length: 40 }).notNull(),
  /** scoring traits for the recommendation: { people, care, hands, desk, creative } 1-5 */
  traits: jsonb().$type<Record<'people' | 'care' | 'hands' | 'desk' | 'creative', number>>().notNull(),
});

export const jobStarterTodos = pgTable(
  'job_starter_todos',
  {
    id: id(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    title: varchar({ length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('job_starter_todos_job_position_idx').on(t.jobId, t.position)],
);

/** A member's saved job ('담은 직업'): the to-do group for that job. */
export const todoGroups = pgTable(
  'todo_groups',
  {
    id: id(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    jobId: integer()
      .notNull()
      .references(() => jobs.id),
    totalView: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('todo_groups_member_job_idx').on(t.memberId, t.jobId),
    index('todo_groups_job_idx').on(t.jobId, t.totalView.desc(), t.id.desc()),
  ],
);

/**
 * Who has looked at a to-do group on which day (Seoul): a view counts once per viewer per group per day. The viewer
 * is `m:<memberId>` or `v:<HMAC of the IP address with that day's salt>` (no IP is stored).
 */
export const todoGroupViews = pgTable(
  'todo_group_views',
  {
    todoGroupId: bigint({ mode: 'number' })
      .notNull()
      .references(() => todoGroups.id, { onDelete: 'cascade' }),
    viewer: varchar({ length: 64 }).notNull(),
    day: date({ mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.todoGroupId, t.viewer, t.day] }), index('todo_group_views_day_idx').on(t.day)],
);

export const todos = pgTable(
  'todos',
  {
    id: id(),
    todoGroupId: bigint({ mode: 'number' })
      .notNull()
      .references(() => todoGroups.id, { onDelete: 'cascade' }),
    title: varchar({ length: 100 }).notNull(),
    completed: boolean().notNull().default(false),
    isPublic: boolean().notNull().default(false),
    memoText: varchar({ length: 5000 }),
    link: varchar({ length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('todos_group_idx').on(t.todoGroupId, t.id)],
);

/**
 * A member's read-only link to one to-do group (issue 22, docs/decisions/0017). The token itself is never stored: only
 * its SHA-256 (`tokenHash`, looked up on every open) and its first 4 characters (`tokenPrefix`, so the member can tell
 * links apart). Revoking deletes the row; withdrawal and removing the job delete it through the cascades.
 */
export const planShares = pgTable(
  'plan_shares',
  {
    id: id(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    todoGroupId: bigint({ mode: 'number' })
      .notNull()
      .references(() => todoGroups.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, 32 bytes */
    tokenHash: bytea().notNull(),
    tokenPrefix: varchar({ length: 4 }).notNull(),
    includePrivate: boolean().notNull().default(false),
    includeMemos: boolean().notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    lastViewedAt: timestamp({ withTimezone: true, mode: 'date' }),
    viewCount: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('plan_shares_token_hash_idx').on(t.tokenHash),
    index('plan_shares_member_idx').on(t.memberId, t.id),
    index('plan_shares_group_idx').on(t.todoGroupId),
    check('plan_shares_token_hash_length', sql`octet_length(${t.tokenHash}) = 32`),
  ],
);

/** Recruitment postings (seeded; linking out to the external recruitment site). */
export const recruitPostings = pgTable(
  'recruit_postings',
  {
    id: varchar({ length: 20 }).primaryKey(),
    title: text().notNull(),
    jobName: varchar({ length: 20 }).notNull(),
    companyName: varchar({ length: 100 }).notNull(),
    regionCode: integer()
      .notNull()
      .references(() => regions.regionCode),
    city: varchar({ length: 10 }).notNull(),
    locationName: varchar({ length: 40 }).notNull(),
    jobTypeName: varchar({ length: 10 }).notNull(),
    experienceLevel: varchar({ length: 10 }).notNull(),
    requiredEducationLevel: varchar({ length: 20 }).notNull(),
    closeType: varchar({ length: 10 }).notNull(),
    salary: varchar({ length: 40 }).notNull(),
    postDate: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    expirationDate: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    url: text().notNull(),
    interestCount: integer().notNull().default(0),
    /** Closed by its source (사람인 `active` 0) before its deadline; a closed posting is never listed as open. */
    closed: boolean().notNull().default(false),
    /** Where the row came from: 'seed' (generated at first start) or 'saramin' (the importer). */
    source: varchar({ length: 10 }).notNull().default('seed'),
    /** When 새길 first stored the posting (issue 23: the alerts' "new"); an import updating the row leaves it. The
     *  source's own posting date (`postDate`) can be older and does not count. */
    firstStoredAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The age limit the title or keywords state ('만 45세 이하'), or null (issue 24, domain/age-limit.ts). */
    ageLimitText: varchar({ length: 40 }),
    /** The title or keywords say ages don't matter ('연령무관') and state no limit. */
    ageFree: boolean().notNull().default(false),
  },
  (t) => {
    const open = sql`not ${t.closed}`;
    return [
      index('recruit_first_stored_idx').on(t.firstStoredAt, t.id),
      // The lists' indexes hold open postings only (`where not closed`, as every list filters: domain/open-postings.ts),
      // and each holds the closing day, so a page's keys are read from the index alone (no row of the table is visited
      // to check the filter: an index-only scan).
      index('recruit_job_expiry_idx').on(t.jobName, t.expirationDate, t.id).where(open),
      index('recruit_job_city_expiry_idx').on(t.jobName, t.city, t.expirationDate, t.id).where(open),
      index('recruit_job_region_expiry_idx').on(t.jobName, t.regionCode, t.expirationDate, t.id).where(open),
      index('recruit_expiry_idx').on(t.expirationDate, t.id).where(open),
      // 마감 여유순 (closing last, ties by posting number ascending): keyset pages need the mixed order as an index
      index('recruit_expiry_latest_idx').on(t.expirationDate.desc().nullsFirst(), t.id).where(open),
      index('recruit_job_expiry_latest_idx').on(t.jobName, t.expirationDate.desc().nullsFirst(), t.id).where(open),
      index('recruit_city_expiry_idx').on(t.city, t.expirationDate, t.id).where(open),
      // 최신 등록순 (newest first, ties by posting number ascending): the mixed order as an index, as for 마감 여유순;
      // the closing day comes last, for the filter
      index('recruit_post_date_latest_idx').on(t.postDate.desc().nullsFirst(), t.id, t.expirationDate).where(open),
      index('recruit_city_post_date_latest_idx').on(t.city, t.postDate.desc().nullsFirst(), t.id, t.expirationDate).where(open),
      index('recruit_job_post_date_latest_idx').on(t.jobName, t.postDate.desc().nullsFirst(), t.id, t.expirationDate).where(open),
    ];
  },
);

/** Publicly funded training courses (seeded; linking out to the employment-training site). */
export const trainingCourses = pgTable(
  'training_courses',
  {
    trprId: varchar({ length: 40 }).notNull(),
    trprDegr: varchar({ length: 4 }).notNull(),
    trainstCstId: varchar({ length: 40 }).notNull(),
    title: text().notNull(),
    subTitle: varchar({ length: 100 }).notNull(),
    jobName: varchar({ length: 20 }).notNull(),
    regionCode: integer()
      .notNull()
      .references(() => regions.regionCode),
    city: varchar({ length: 10 }).notNull(),
    address: text().notNull(),
    realMan: varchar({ length: 20 }).notNull(),
    type: varchar({ length: 10 }).notNull(),
    traStartDate: date({ mode: 'string' }).notNull(),
    traEndDate: date({ mode: 'string' }).notNull(),
    traDuration: varchar({ length: 20 }).notNull(),
    yardMan: integer().notNull().default(0),
    titleLink: text().notNull(),
    /** Employment rates (%) 3 and 6 months after the course and the satisfaction score; null = the source has none yet. */
    emplRate3: numeric({ precision: 4, scale: 1, mode: 'number' }),
    emplRate6: numeric({ precision: 4, scale: 1, mode: 'number' }),
    satisfaction: numeric({ precision: 4, scale: 1, mode: 'number' }),
    /** 고용24 `courseMan` (수강비, '1,150,000') beside realMan (실제 훈련비); null = not given (seeded courses). */
    courseMan: varchar({ length: 20 }),
    /** 'seed' or 'work24' (the importer). */
    source: varchar({ length: 10 }).notNull().default('seed'),
  },
  (t) => [
    primaryKey({ columns: [t.trprId, t.trprDegr] }),
    // Keyset pages start from an anchor in the list's whole order (routes/training.ts: start, course, round as a
    // number, round): each filter's index has all of it, or every page sorts the filter's rows (a seq scan and
    // ~100 ms for every course); 개강 늦은순 reads them backwards. The end date comes last, for the lists' filter (a
    // course not yet over): a page's keys are then read from the index alone.
    index('training_job_type_start_idx').on(t.jobName, t.type, t.traStartDate, t.trprId, sql`cast(${t.trprDegr} as integer)`, t.trprDegr, t.traEndDate),
    index('training_job_type_city_start_idx').on(t.jobName, t.type, t.city, t.traStartDate),
    index('training_start_round_idx').on(t.traStartDate, t.trprId, sql`cast(${t.trprDegr} as integer)`, t.trprDegr, t.traEndDate),
    index('training_type_start_idx').on(t.type, t.traStartDate, t.trprId, sql`cast(${t.trprDegr} as integer)`, t.trprDegr, t.traEndDate),
    index('training_job_start_idx').on(t.jobName, t.traStartDate, t.trprId, sql`cast(${t.trprDegr} as integer)`, t.trprDegr, t.traEndDate),
    index('training_city_start_idx').on(t.city, t.traStartDate, t.trprId, sql`cast(${t.trprDegr} as integer)`, t.trprDegr, t.traEndDate),
    // 취업률 높은 순
    index('training_rate_idx').on(t.emplRate6.desc().nullsLast(), t.traStartDate, t.trprId, sql`cast(${t.trprDegr} as integer)`, t.trprDegr, t.traEndDate),
  ],
);

export const recruitScraps = pgTable(
  'recruit_scraps',
  {
    id: id(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    postingId: varchar({ length: 20 })
      .notNull()
      .references(() => recruitPostings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recruit_scraps_member_posting_idx').on(t.memberId, t.postingId)],
);

export const trainingScraps = pgTable(
  'training_scraps',
  {
    id: id(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    trprId: varchar({ length: 40 }).notNull(),
    trprDegr: varchar({ length: 4 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('training_scraps_member_course_idx').on(t.memberId, t.trprId, t.trprDegr),
    foreignKey({ columns: [t.trprId, t.trprDegr], foreignColumns: [trainingCourses.trprId, trainingCourses.trprDegr] }).onDelete(
      'cascade',
    ),
  ],
);

/** Counters for rate limits that several server instances must share. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar({ length: 200 }).primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

/** Server-wide settings every instance must agree on (the JWT signing secret when JWT_SECRET is not set). */
export const serverSettings = pgTable('server_settings', {
  name: varchar({ length: 40 }).primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});

/**
 * A member's alert settings (issue 23, docs/decisions/0020). Made with the defaults the first time the member opens
 * them; only members with a row get digests. `since`: new postings count from here (the last digest's cut-off or the
 * last save, whichever is later). `lastDigestDay`: the Seoul day number (seoul-days.ts) of the last digest round that
 * handled the member, so a round that runs twice handles nobody twice.
 */
export const alertSettings = pgTable(
  'alert_settings',
  {
    memberId: bigint({ mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(true),
    jobIds: integer().array().notNull(),
    regionCodes: integer().array().notNull(),
    newPostings: boolean().notNull().default(true),
    closingScraps: boolean().notNull().default(true),
    digestHour: smallint().notNull().default(9),
    since: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastDigestDay: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('alert_settings_digest_hour', sql`${t.digestHour} between 0 and 23`),
    index('alert_settings_due_idx').on(t.lastDigestDay, t.memberId).where(sql`${t.enabled}`),
  ],
);

/** A browser's Web Push subscription (PushSubscription.toJSON()); one endpoint belongs to one member at a time. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_member_idx').on(t.memberId, t.id)],
);

/** The 알림함: one row per member, kind and Seoul day (the unique index makes a second round add nothing). */
export const alerts = pgTable(
  'alerts',
  {
    id: id(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 20 }).notNull(),
    day: integer().notNull(),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true, mode: 'date' }),
    title: varchar({ length: 60 }).notNull(),
    body: varchar({ length: 300 }).notNull(),
    /** the postings as they were when the alert was made: [{recruitId, title, companyName, locationName, expiresAt}] */
    items: jsonb().$type<AlertItemRow[]>().notNull(),
  },
  (t) => [
    check('alerts_kind', sql`${t.kind} in ('NEW_POSTINGS', 'CLOSING_SCRAPS')`),
    uniqueIndex('alerts_member_kind_day_idx').on(t.memberId, t.kind, t.day),
    index('alerts_member_created_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    index('alerts_unread_idx').on(t.memberId).where(sql`${t.readAt} is null`),
  ],
);

export interface AlertItemRow {
  recruitId: string;
  title: string;
  companyName: string;
  locationName: string;
  /** ISO instant of the closing day's end, or null for 상시·채용시 */
  expiresAt: string | null;
}

/** What each member was told about, so the same posting is never sent twice ('NEW'; closing reminders 'D3', 'D1'). */
export const alertSentPostings = pgTable(
  'alert_sent_postings',
  {
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    postingId: varchar({ length: 20 })
      .notNull()
      .references(() => recruitPostings.id, { onDelete: 'cascade' }),
    reason: varchar({ length: 3 }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.postingId, t.reason] }), index('alert_sent_postings_posting_idx').on(t.postingId)],
);

/** The push outbox: one row per member and round, claimed with FOR UPDATE SKIP LOCKED and deleted once sent. */
export const alertPushes = pgTable('alert_pushes', {
  id: id(),
  memberId: bigint({ mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  body: varchar({ length: 300 }).notNull(),
  createdAt: createdAt(),
});

/**
 * A 카카오 or 네이버 account linked to a member (issue 27, docs/decisions/0021): the provider's own stable id for the
 * person (`sub` of Kakao's ID token, `id` of Naver's profile) and nothing else. One provider account belongs to one
 * member; a member has at most one account per provider. Removed with the member.
 */
export const socialLinks = pgTable(
  'social_links',
  {
    id: id(),
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    provider: varchar({ length: 10 }).notNull(),
    subject: varchar({ length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('social_links_provider_check', sql`${t.provider} in ('kakao', 'naver')`),
    uniqueIndex('social_links_provider_subject_key').on(t.provider, t.subject),
    uniqueIndex('social_links_member_provider_key').on(t.memberId, t.provider),
  ],
);

/**
 * One sign-in with a provider in progress, kept on the server for 10 minutes: the state (as SHA-256), the nonce and the
 * PKCE verifier it was started with, and the SHA-256 of the browser key the starting tab keeps (a flow finishes only in
 * the tab that began it). `finishedAt` spends it (the same state twice is code reuse). A new member's finished flow
 * carries the provider account and a sign-up ticket (as SHA-256) until the profile step, 30 minutes at most.
 * Nothing of the provider's tokens is kept.
 */
export const socialFlows = pgTable(
  'social_flows',
  {
    id: id(),
    provider: varchar({ length: 10 }).notNull(),
    stateHash: varchar({ length: 64 }).notNull().unique(),
    browserKeyHash: varchar({ length: 64 }).notNull(),
    nonce: varchar({ length: 64 }).notNull(),
    codeVerifier: varchar({ length: 128 }).notNull(),
    /** the member linking an account; null for a sign-in */
    memberId: bigint({ mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp({ withTimezone: true, mode: 'date' }),
    subject: varchar({ length: 255 }),
    ticketHash: varchar({ length: 64 }).unique(),
    ticketExpiresAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** when the person logged in at the provider (auth_time of the ID token, else the finish) */
    authTime: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('social_flows_expires_idx').on(t.expiresAt)],
);

/**
 * 정보가 틀렸어요 (issue 24): what a visitor or a member says is wrong in a help place's card. helpId names a fact in
 * server/seed/facts (not a table), so it is not a foreign key; a member's reports lose their author when they leave.
 */
export const helpPlaceReports = pgTable(
  'help_place_reports',
  {
    id: id(),
    helpId: varchar({ length: 80 }).notNull(),
    reason: varchar({ length: 20 }).notNull(),
    note: varchar({ length: 500 }),
    memberId: bigint({ mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('help_place_reports_reason', sql`${t.reason} in ('WRONG_PHONE', 'WRONG_ADDRESS', 'WRONG_HOURS', 'CLOSED', 'OTHER')`),
    index('help_place_reports_help_idx').on(t.helpId, t.createdAt.desc()),
    index('help_place_reports_member_idx').on(t.memberId),
  ],
);
