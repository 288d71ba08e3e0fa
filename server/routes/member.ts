// The account page: member info and its changes (password, nickname, region, saved jobs).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { confirmItIsTheMember } from '../auth/confirm-member.ts';
import { hashPassword } from '../auth/password.ts';
import { hashRecoveryCode, newRecoveryCode } from '../auth/recovery-code.ts';
import { revokeRefreshTokens } from '../auth/tokens.ts';
import { images, jobs, members, regions, todoGroups } from '../db/schema.ts';
import { ApiError, MESSAGES, validationError } from '../errors.ts';
import { imageUrlOrNull } from '../images.ts';
import { duplicateNickname, rethrowDuplicate } from './auth.ts';
import { findRegion } from './region.ts';
import type { Handlers } from './types.ts';

type JobName = NonNullable<Awaited<ReturnType<NonNullable<Handlers['getMemberInfo']>>>>['jobs'][number]['jobName'];

export const handlers: Handlers = {
  async getMemberInfo({ db, memberId, request }) {
    const [member] = await db
      .select({
        nickname: members.nickname,
        loginId: members.loginId,
        profileImageId: images.publicId,
        regionName: regions.regionName,
        birthDate: members.birthDate,
        gender: members.gender,
        recoveryCodeHash: members.recoveryCodeHash,
      })
      .from(members)
      .leftJoin(regions, eq(regions.regionCode, members.regionCode))
      .leftJoin(images, eq(images.id, members.profileImageId))
      .where(eq(members.id, memberId!));
    // withdrawn between the token check and now
    if (!member) throw new ApiError(401, 'TOKEN_INVALID', '로그인 정보가 올바르지 않습니다. 다시 로그인해주세요.');
    const saved = await db
      .select({ jobId: jobs.id, jobName: jobs.name })
      .from(todoGroups)
      .innerJoin(jobs, eq(jobs.id, todoGroups.jobId))
      .where(eq(todoGroups.memberId, memberId!))
      .orderBy(asc(todoGroups.createdAt), asc(todoGroups.id));
    return {
      nickname: member.nickname,
      loginId: member.loginId,
      profileImage: imageUrlOrNull(request, member.profileImageId),
      regionName: member.regionName ?? null,
      birthDate: member.birthDate.replaceAll('-', '/'),
      gender: member.gender as 'FEMALE' | 'MALE',
      jobs: saved.map((job) => ({ jobId: job.jobId, jobName: job.jobName as JobName })),
      hasRecoveryCode: member.recoveryCodeHash !== null,
    };
  },

  async changePassword({ db, memberId, body, request }) {
    if (body.newPasswordCheck !== body.newPassword) throw validationError('body.newPasswordCheck', '비밀번호가 일치하지 않습니다');
    await confirmItIsTheMember(db, request, body.currentPassword);
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId!));
      // every other device has to log in again with the new password
      await revokeRefreshTokens(tx, memberId!, request.session, 'password');
    });
    return null;
  },

  /** A new recovery code (issue 27); the old one dies. Confirmed like a withdrawal. */
  async renewRecoveryCode({ db, memberId, body, request }) {
    await confirmItIsTheMember(db, request, body?.currentPassword, MESSAGES.RECENT_LOGIN_BEFORE_RECOVERY_CODE);
    const recoveryCode = newRecoveryCode();
    await db.update(members).set({ recoveryCodeHash: await hashRecoveryCode(recoveryCode) }).where(eq(members.id, memberId!));
    return { recoveryCode };
  },

  async changeNickname({ db, memberId, body }) {
    const [me] = await db.select({ nickname: members.nickname }).from(members).where(eq(members.id, memberId!));
    if (me?.nickname === body.newNickName) return null;
    const [taken] = await db.select({ id: members.id }).from(members).where(eq(members.nickname, body.newNickName));
    if (taken) throw duplicateNickname();
    try {
      await db.update(members).set({ nickname: body.newNickName }).where(eq(members.id, memberId!));
    } catch (err) {
      rethrowDuplicate(err);
    }
    return null;
  },

  async changeRegion({ db, memberId, body }) {
    const region = await findRegion(db, body.newRegionCode);
    if (!region) throw validationError('body.newRegionCode', '존재하지 않는 지역입니다.');
    await db.update(members).set({ regionCode: region.regionCode }).where(eq(members.id, memberId!));
    return region;
  },

  async removeMemberJobs({ db, memberId, body }) {
    // the groups' to-dos, memos and images go with them (cascade); jobs not saved are skipped
    await db.delete(todoGroups).where(and(eq(todoGroups.memberId, memberId!), inArray(todoGroups.jobId, body.jobIds)));
    return null;
  },
};
