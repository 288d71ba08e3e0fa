// Sign-up, login, duplicate checks, token refresh and withdrawal.
import { and, eq, sql } from 'drizzle-orm';
import { confirmItIsTheMember } from '../auth/confirm-member.ts';
import { normalizeLoginId } from '../auth/login-guard.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/password.ts';
import { hashRecoveryCode, newRecoveryCode, verifyRecoveryCode } from '../auth/recovery-code.ts';
import { revokeRefreshTokens } from '../auth/tokens.ts';
import { members, regions } from '../db/schema.ts';
import { consentRows, recordConsents } from '../domain/consent.ts';
import { ApiError, MESSAGES, uniqueViolation } from '../errors.ts';
import type { FieldError } from '../errors.ts';
import { regionExists } from './region.ts';
import type { Handlers, OperationId } from './types.ts';
import { profileColumns } from '../domain/member-profile.ts';

/** Answers that carry a recovery code are kept by nobody (public operations get no no-store of their own). */
export const AUTH_HEADERS: Partial<Record<OperationId, Record<string, string>>> = {
  signUp: { 'cache-control': 'no-store' },
  resetPassword: { 'cache-control': 'no-store' },
};

const duplicateLoginId = () => new ApiError(409, 'DUPLICATE_LOGIN_ID', MESSAGES.DUPLICATE_LOGIN_ID);
export const duplicateNickname = () => new ApiError(409, 'DUPLICATE_NICKNAME', MESSAGES.DUPLICATE_NICKNAME);

/** 'YYYY/MM/DD' that is a real calendar day before today (Korean time). */
export function isPastRealDate(value: string): boolean {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  if (year < 1900) return false;
  const todayKst = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  return date.toISOString().slice(0, 10) < todayKst;
}

/** Throws the matching 409 when a sign-up or nickname change hit a unique constraint; rethrows anything else. */
export function rethrowDuplicate(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint?.includes('login')) throw duplicateLoginId();
  if (constraint?.includes('nickname')) throw duplicateNickname();
  throw err;
}

/** A login id matches whatever its letter case (backed by the unique index members_login_id_lower_key), by the very
 *  key the login limit counts: the database's lower() would also fold look-alikes (U+0130 İ → i) that the count keeps
 *  apart, and each such spelling would get guesses of its own. Stored ids are ASCII (sign-up), so lower() of one is
 *  its key. */
const loginIdIs = (loginId: string) => sql`lower(${members.loginId}) = ${normalizeLoginId(loginId)}`;

export const handlers: Handlers = {
  async signUp({ db, body }) {
    // Before anything else: no account is made, and nothing about the person is checked, without the required consents.
    const consents = consentRows(body.consents, { signUp: true });
    const errors: FieldError[] = [];
    if (!isPastRealDate(body.birthDate)) errors.push({ field: 'body.birthDate', message: '올바른 생년월일을 입력해주세요.' });
    if (body.regionCode === null) errors.push({ field: 'body.regionCode', message: '거주 지역을 선택해주세요.' });
    else if (!(await regionExists(db, body.regionCode))) errors.push({ field: 'body.regionCode', message: '존재하지 않는 지역입니다.' });
    if (errors.length > 0) throw new ApiError(400, 'VALIDATION_FAILED', MESSAGES.VALIDATION_FAILED, errors);

    // Checked before hashing (cheap, and the id is reported before the nickname); the constraints catch races.
    const [takenId] = await db.select({ id: members.id }).from(members).where(loginIdIs(body.loginId));
    if (takenId) throw duplicateLoginId();
    const [takenNickname] = await db.select({ id: members.id }).from(members).where(eq(members.nickname, body.nickName));
    if (takenNickname) throw duplicateNickname();

    const recoveryCode = newRecoveryCode();
    const [passwordHash, recoveryCodeHash] = await Promise.all([hashPassword(body.password), hashRecoveryCode(recoveryCode)]);
    try {
      return await db.transaction(async (tx) => {
        const [member] = await tx
          .insert(members)
          .values({
            loginId: body.loginId,
            passwordHash,
            recoveryCodeHash,
            ...profileColumns(body),
          })
          .returning({ id: members.id });
        await recordConsents(tx, member!.id, consents);
        return { memberId: member!.id, recoveryCode };
      });
    } catch (err) {
      rethrowDuplicate(err);
    }
  },

  async login({ db, body, request }) {
    const guard = request.server.saegil.loginGuard;
    await guard?.attempt(body.loginId, request.ip);
    const [member] = await db
      .select({ id: members.id, passwordHash: members.passwordHash, nickname: members.nickname, regionName: regions.regionName })
      .from(members)
      .leftJoin(regions, eq(regions.regionCode, members.regionCode))
      .where(loginIdIs(body.loginId));
    // An unknown id costs the same argon2 work as a wrong password, so timing does not tell which was wrong.
    // a member without a password (signed up with 카카오/네이버) answers like a wrong one
    const ok = await verifyPassword(member?.passwordHash ?? (await decoyHash()), body.password);
    if (!member?.passwordHash || !ok) throw new ApiError(401, 'LOGIN_FAILED', MESSAGES.LOGIN_FAILED);
    await guard?.succeeded(body.loginId, request.ip);
    const tokens = await request.server.saegil.tokens.issueTokens(member.id);
    return { ...tokens, nickname: member.nickname, memberId: member.id, regionName: member.regionName ?? null };
  },

  /** A forgotten password (issue 27): login id + recovery code -> the new password, a new code (the typed one is
   *  spent), every login of the member ended. Counted with login guesses; an unknown id and a wrong code answer alike
   *  and take the same argon2 work. */
  async resetPassword({ db, body, request }) {
    const guard = request.server.saegil.loginGuard;
    await guard?.attempt(body.loginId, request.ip);
    const [member] = await db
      .select({ id: members.id, loginId: members.loginId, recoveryCodeHash: members.recoveryCodeHash })
      .from(members)
      .where(loginIdIs(body.loginId));
    const ok = await verifyRecoveryCode(member?.recoveryCodeHash ?? (await decoyHash()), body.recoveryCode);
    if (!member?.recoveryCodeHash || !ok) throw new ApiError(401, 'RECOVERY_FAILED', MESSAGES.RECOVERY_FAILED);
    const recoveryCode = newRecoveryCode();
    const [passwordHash, recoveryCodeHash] = await Promise.all([hashPassword(body.newPassword), hashRecoveryCode(recoveryCode)]);
    const spent = await db.transaction(async (tx) => {
      // only while the code is still the one checked: two resets with one code, one wins
      const [changed] = await tx
        .update(members)
        .set({ passwordHash, recoveryCodeHash })
        .where(and(eq(members.id, member.id), eq(members.recoveryCodeHash, member.recoveryCodeHash!)))
        .returning({ id: members.id });
      if (!changed) return false;
      // every login ends, as after a password change elsewhere (their tokens answer PASSWORD_CHANGED)
      await revokeRefreshTokens(tx, member.id, null, 'password');
      return true;
    });
    if (!spent) throw new ApiError(401, 'RECOVERY_FAILED', MESSAGES.RECOVERY_FAILED);
    await guard?.succeeded(body.loginId, request.ip);
    return { loginId: member.loginId, recoveryCode };
  },

  async checkLoginId({ db, query }) {
    const [member] = await db.select({ id: members.id }).from(members).where(loginIdIs(query.loginId));
    return { duplicated: Boolean(member) };
  },

  async checkNickname({ db, query }) {
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.nickname, query.nickname));
    return { duplicated: Boolean(member) };
  },

  async refreshToken({ body, request }) {
    return request.server.saegil.tokens.rotate(body.refreshToken);
  },

  async logout({ body, request }) {
    await request.server.saegil.tokens.revokeFamilyOf(body.refreshToken);
    return null;
  },

  async withdraw({ db, memberId, body, request }) {
    await confirmItIsTheMember(db, request, body?.currentPassword, MESSAGES.RECENT_LOGIN_BEFORE_WITHDRAWAL);
    // Cascades remove refresh tokens, to-do groups, to-dos, images and scraps; the profile image is one of the images.
    await db.delete(members).where(eq(members.id, memberId!));
    return null;
  },
};
