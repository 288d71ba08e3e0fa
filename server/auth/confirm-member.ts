// Taking the account needs more than a bearer token (a password change, a withdrawal): the current password, or a
// password login in the last 10 minutes. A stolen access token alone cannot change the password or erase everything.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { ApiError, MESSAGES } from '../errors.ts';
import { verifyPassword } from './password.ts';

/** How long after a password login the account may be changed without typing the current password (contract). */
export const RECENT_LOGIN_SECONDS = 10 * 60;

/** The current password when sent (400 WRONG_PASSWORD; guessing it counts against the login limit of the member's
 *  id), else a login from the last 10 minutes (401 RECENT_LOGIN_REQUIRED with `recentLoginMessage`). */
export async function confirmItIsTheMember(
  db: Db,
  request: FastifyRequest,
  currentPassword: string | undefined,
  recentLoginMessage: string = MESSAGES.RECENT_LOGIN_REQUIRED,
): Promise<void> {
  const memberId = request.memberId!;
  if (currentPassword === undefined) {
    const authTime = request.authTime;
    if (authTime === null || Date.now() / 1000 - authTime > RECENT_LOGIN_SECONDS) {
      throw new ApiError(401, 'RECENT_LOGIN_REQUIRED', recentLoginMessage);
    }
    return;
  }
  const [member] = await db.select({ loginId: members.loginId, passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId));
  if (!member) throw new ApiError(401, 'TOKEN_INVALID', MESSAGES.TOKEN_INVALID);
  const guard = request.server.saegil.loginGuard;
  await guard?.attempt(member.loginId, request.ip);
  // a member who signed up with 카카오/네이버 and set no password has none to type (issue 27)
  if (!member.passwordHash || !(await verifyPassword(member.passwordHash, currentPassword))) throw new ApiError(400, 'WRONG_PASSWORD', MESSAGES.WRONG_PASSWORD);
  await guard?.succeeded(member.loginId, request.ip);
}
