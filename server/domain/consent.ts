// Consents (개인정보 보호법 제15조·제22조): which documents a member must agree to, in which version, and what they
// agreed to when. The versions are the dates the texts in the app (src/shared/legal/documents.ts) were published;
// a unit test keeps the two in step. Changing a required version makes every member agree again after their next login.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberConsents } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { RequestBody, ResponseData } from '../routes/types.ts';

export type ConsentKind = 'terms' | 'privacy' | 'news';
export type ConsentAgreement = NonNullable<RequestBody<'signUp'>['consents']>;
export type ConsentState = ResponseData<'getConsent'>;

/** The current version of each document; required ones must be agreed to in this version. */
export const CONSENT_DOCUMENTS: readonly { kind: ConsentKind; required: boolean; version: string }[] = [
  { kind: 'terms', required: true, version: '2026-11-28' },
  { kind: 'privacy', required: true, version: '2026-11-28' },
  { kind: 'news', required: false, version: '2026-11-28' },
];

const versionOf = (kind: ConsentKind) => CONSENT_DOCUMENTS.find((doc) => doc.kind === kind)!.version;
/** Agreeing to the current required documents (and not to the optional one). */
export const CURRENT_REQUIRED: ConsentAgreement = { terms: versionOf('terms'), privacy: versionOf('privacy') };

export const CONSENT_MESSAGES = {
  missing: '이용약관과 개인정보 수집·이용에 동의해야 가입할 수 있어요.',
  outdated: '약관이 새로 바뀌었어요. 화면을 새로 고친 뒤 다시 동의해주세요.',
} as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The rows to record for an agreement: each required document sent in its current version (else 400
 * CONSENT_REQUIRED), and `news` when sent (or as "no" at sign-up, where leaving it out means not agreeing).
 * Sign-up needs both required documents; agreeing again may send only what it answers.
 */
export function consentRows(agreement: ConsentAgreement | undefined, options: { signUp: boolean }) {
  const rows: { kind: ConsentKind; version: string; agreed: boolean }[] = [];
  for (const doc of CONSENT_DOCUMENTS) {
    if (!doc.required) continue;
    const sent = agreement?.[doc.kind as 'terms' | 'privacy'];
    if (sent === undefined) {
      if (options.signUp) throw new ApiError(400, 'CONSENT_REQUIRED', CONSENT_MESSAGES.missing);
      continue;
    }
    if (sent !== doc.version) throw new ApiError(400, 'CONSENT_REQUIRED', CONSENT_MESSAGES.outdated);
    rows.push({ kind: doc.kind, version: doc.version, agreed: true });
  }
  const news = CONSENT_DOCUMENTS.find((doc) => doc.kind === 'news')!;
  if (agreement?.news !== undefined || options.signUp) rows.push({ kind: 'news', version: news.version, agreed: agreement?.news === true });
  return rows;
}

export async function recordConsents(db: Db | Tx, memberId: number, rows: ReturnType<typeof consentRows>, at = new Date()) {
  if (rows.length === 0) return;
  await db.insert(memberConsents).values(rows.map((row) => ({ memberId, ...row, agreedAt: at })));
}

/** The member's latest answer to each document against its current version. */
export async function consentState(db: Db, memberId: number): Promise<ConsentState> {
  const items = await Promise.all(
    CONSENT_DOCUMENTS.map(async (doc) => {
      const [latest] = await db
        .select({ version: memberConsents.version, agreed: memberConsents.agreed, agreedAt: memberConsents.agreedAt })
        .from(memberConsents)
        .where(and(eq(memberConsents.memberId, memberId), eq(memberConsents.kind, doc.kind)))
        .orderBy(desc(memberConsents.id))
        .limit(1);
      const agreed = doc.required ? latest?.agreed === true && latest.version === doc.version : latest?.agreed === true;
      return {
        kind: doc.kind,
        required: doc.required,
        currentVersion: doc.version,
        agreedVersion: latest?.version ?? null,
        agreed,
        agreedAt: latest ? latest.agreedAt.toISOString() : null,
      };
    }),
  );
  return { needsAgreement: items.some((item) => item.required && !item.agreed), items };
}
