// Consent at sign-up (issue 21 item 13, decision 0012): refused without the required documents, each answer recorded
// with its version and time, and asked again when the version a member agreed to is no longer the current one.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberConsents, members } from '../db/schema.ts';
import { CONSENT_DOCUMENTS, CURRENT_REQUIRED } from '../domain/consent.ts';
import { authCalls, useTestApp } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';

const t = useTestApp();
const { signUp } = authCalls(t);
const getConsent = (member: TestMember) => t.call({ method: 'GET', url: '/v1/member/consent', headers: member.auth });
const agree = (member: TestMember, payload: object) => t.call({ method: 'POST', url: '/v1/member/consent', headers: member.auth, payload });
const rowsOf = (memberId: number) =>
  t.db.select().from(memberConsents).where(eq(memberConsents.memberId, memberId)).orderBy(asc(memberConsents.id));
const countMembers = (loginId: string) => t.db.$count(members, eq(members.loginId, loginId));

describe('sign-up without the required consents', () => {
  it.each([
    ['no consents at all (the original client)', undefined, '이용약관과 개인정보 수집·이용에 동의해야 가입할 수 있어요.'],
    ['only the terms', { terms: CURRENT_REQUIRED.terms }, '이용약관과 개인정보 수집·이용에 동의해야 가입할 수 있어요.'],
    ['only the optional news', { news: true }, '이용약관과 개인정보 수집·이용에 동의해야 가입할 수 있어요.'],
    ['an old version', { ...CURRENT_REQUIRED, privacy: '2025-01-01' }, '약관이 새로 바뀌었어요. 화면을 새로 고친 뒤 다시 동의해주세요.'],
  ])('%s: 400 CONSENT_REQUIRED and no account', async (_name, consents, message) => {
    const input = t.newMemberInput({ consents });
    const { status, body } = await signUp(input);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, statusCode: 400, code: 'CONSENT_REQUIRED', message });
    expect(await countMembers(input.loginId)).toBe(0);
  });

  it('comes before the date and region checks (nothing about the person is looked at first)', async () => {
    const { body } = await signUp(t.newMemberInput({ consents: undefined, birthDate: '2999/01/01', regionCode: 99999 }));
    expect(body.code).toBe('CONSENT_REQUIRED');
  });
});

describe('recorded consents', () => {
  it('records each item with its version and the time of sign-up; news left out is a recorded no', async () => {
    const before = Date.now();
    const member = await t.createMember();
    const rows = await rowsOf(member.memberId);
    expect(rows.map(({ kind, version, agreed }) => ({ kind, version, agreed }))).toEqual([
      { kind: 'terms', version: '2026-11-28', agreed: true },
      { kind: 'privacy', version: '2026-11-28', agreed: true },
      { kind: 'news', version: '2026-11-28', agreed: false },
    ]);
    for (const row of rows) expect(row.agreedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const { status, body } = await getConsent(member);
    expect(status).toBe(200);
    expect(body.data.needsAgreement).toBe(false);
    expect(body.data.items).toEqual(
      CONSENT_DOCUMENTS.map((doc) => ({
        kind: doc.kind,
        required: doc.required,
        currentVersion: doc.version,
        agreedVersion: doc.version,
        agreed: doc.required,
        agreedAt: rows.find((row) => row.kind === doc.kind)!.agreedAt.toISOString(),
      })),
    );
  });

  it('the optional news can be agreed to at sign-up and changed later; each answer is a new row', async () => {
    const member = await t.createMember({ consents: { ...CURRENT_REQUIRED, news: true } });
    expect((await getConsent(member)).body.data.items[2]).toMatchObject({ kind: 'news', agreed: true });
    const { status, body } = await agree(member, { news: false });
    expect(status).toBe(200);
    expect(body.data.items[2]).toMatchObject({ kind: 'news', agreed: false });
    expect((await rowsOf(member.memberId)).filter((row) => row.kind === 'news').map((row) => row.agreed)).toEqual([true, false]);
  });
});

describe('asking again', () => {
  it('a member whose agreed version is no longer current needs to agree; agreeing to the current one ends it', async () => {
    const member = await t.createMember();
    // the member's last answer to the terms is an older version (as after the current terms were published)
    await t.db.insert(memberConsents).values({ memberId: member.memberId, kind: 'terms', version: '2025-01-01', agreed: true });
    const outdated = (await getConsent(member)).body.data;
    expect(outdated.needsAgreement).toBe(true);
    expect(outdated.items[0]).toMatchObject({ kind: 'terms', agreedVersion: '2025-01-01', agreed: false });
    expect(outdated.items[1]).toMatchObject({ kind: 'privacy', agreed: true });

    const refused = await agree(member, { terms: '2025-01-01' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('CONSENT_REQUIRED');

    const { status, body } = await agree(member, { terms: CURRENT_REQUIRED.terms });
    expect(status).toBe(200);
    expect(body.data.needsAgreement).toBe(false);
    const [latest] = await t.db
      .select()
      .from(memberConsents)
      .where(and(eq(memberConsents.memberId, member.memberId), eq(memberConsents.kind, 'terms')))
      .orderBy(asc(memberConsents.id))
      .offset(2);
    expect(latest).toMatchObject({ version: CURRENT_REQUIRED.terms, agreed: true });
  });

  it('a member from before consents were recorded (no rows) is asked; the demo account is not', async () => {
    const member = await t.createMember();
    await t.db.delete(memberConsents).where(eq(memberConsents.memberId, member.memberId));
    const { body } = await getConsent(member);
    expect(body.data.needsAgreement).toBe(true);
    expect(body.data.items.map((item: { agreedAt: unknown }) => item.agreedAt)).toEqual([null, null, null]);
    expect((await getConsent(await t.demoMember())).body.data.needsAgreement).toBe(false);
  });

  it('withdrawal removes the member’s consent records with everything else', async () => {
    const member = await t.createMember();
    const withdrawn = await t.call({ method: 'POST', url: '/v1/member/auth/withdraw', headers: member.auth, payload: { currentPassword: member.password } });
    expect(withdrawn.status).toBe(200);
    expect(await rowsOf(member.memberId)).toEqual([]);
  });
});
