// Access tokens (HS256 JWT, 30 minutes, sub = member id, sid = the login's refresh-token family, auth_time = when that
// login typed its password) and rotating refresh tokens (random, stored as SHA-256, 14 days, one family per login; a
// token used twice revokes every refresh token of its member, except within a few seconds of its first use, when it
// gets the same new pair again: two tabs refreshing at once). An access token whose family was revoked (logout,
// password change elsewhere, reuse) is refused: the check reads the database, so every server instance agrees.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Db } from '../db/client.ts';
import { members, refreshTokens, serverSettings } from '../db/schema.ts';
import { ApiError, MESSAGES } from '../errors.ts';

export const ACCESS_TOKEN_SECONDS = 30 * 60;
export const REFRESH_TOKEN_DAYS = 14;
/** How long a just-rotated refresh token still gets the pair it was exchanged for (two tabs, two servers, a retry). */
export const REFRESH_GRACE_SECONDS = 10;
const ISSUER = 'saegil';
const AUDIENCE = 'saegil-api';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** A refresh token as stored, minus its secret: enough to sign the access token that goes with it. */
interface Issued {
  memberId: number;
  family: string;
  authTime: Date;
  createdAt: Date;
}

/** Who a valid access token speaks for: the member and the login (refresh-token family) it came from. */
export interface Caller {
  memberId: number;
  session: string | null;
  /** epoch seconds of the password login this token descends from; null for tokens that do not say */
  authTime: number | null;
}

export const tokenInvalid = () => new ApiError(401, 'TOKEN_INVALID', MESSAGES.TOKEN_INVALID);
export const tokenExpired = () => new ApiError(401, 'TOKEN_EXPIRED', MESSAGES.TOKEN_EXPIRED);
export const tokenMissing = () => new ApiError(401, 'TOKEN_MISSING', MESSAGES.TOKEN_MISSING);
/** the login was ended by a password change on another device: renewing cannot help, the member logs in again */
export const passwordChanged = () => new ApiError(401, 'PASSWORD_CHANGED', MESSAGES.PASSWORD_CHANGED);

/** refresh_tokens.revoked_reason of the logins a password change ends */
const PASSWORD_CHANGE = 'password';

/** JWT_SECRET when configured; otherwise one random secret created once and shared through the database. */
export async function resolveJwtSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSettings)
    .values({ name: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.name, 'jwt_secret'));
  if (!row) throw new Error('could not read the JWT secret from server_settings');
  return row.value;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export class TokenService {
  readonly #db: Db;
  readonly #key: Uint8Array;

  constructor(db: Db, secret: string) {
    this.#db = db;
    this.#key = new TextEncoder().encode(secret);
  }

  /** `issuedAt` (epoch seconds) makes the token again, byte for byte (the grace window); `expiresAt` is for tests that
   *  need an already expired token. */
  signAccessToken(memberId: number, options: { session?: string; authTime?: number; issuedAt?: number; expiresAt?: number } = {}): Promise<string> {
    const now = options.issuedAt ?? Math.floor(Date.now() / 1000);
    const claims = { ...(options.session && { sid: options.session }), ...(options.authTime !== undefined && { auth_time: options.authTime }) };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(memberId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.min(now, options.expiresAt ?? now))
      .setExpirationTime(options.expiresAt ?? now + ACCESS_TOKEN_SECONDS)
      .sign(this.#key);
  }

  /** The caller of a valid access token whose member still exists and whose login was not ended; TOKEN_EXPIRED or
   *  TOKEN_INVALID otherwise. */
  async verifyAccessToken(token: string): Promise<Caller> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE }));
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw tokenExpired();
      throw tokenInvalid();
    }
    const memberId = Number(payload.sub);
    if (!Number.isSafeInteger(memberId) || memberId < 1) throw tokenInvalid();
    const session = typeof payload.sid === 'string' ? payload.sid : null;
    const authTime = typeof payload.auth_time === 'number' && Number.isSafeInteger(payload.auth_time) ? payload.auth_time : null;
    // One indexed lookup per call, no cache: a withdrawn member's tokens and a logged-out login's tokens stop at once,
    // on every instance sharing the database. A login is live while one of its refresh tokens is not revoked.
    const [row] = await this.#db
      .select({
        id: members.id,
        live: session
          ? sql<boolean>`exists (select 1 from refresh_tokens r where r.family = ${session} and r.member_id = ${memberId} and r.revoked_at is null)`
          : sql<boolean>`true`,
        passwordChanged: session
          ? sql<boolean>`exists (select 1 from refresh_tokens r where r.family = ${session} and r.member_id = ${memberId} and r.revoked_reason = ${PASSWORD_CHANGE})`
          : sql<boolean>`false`,
      })
      .from(members)
      .where(eq(members.id, memberId));
    if (row && !row.live && row.passwordChanged) throw passwordChanged();
    if (!row || !row.live) throw tokenInvalid();
    return { memberId, session, authTime };
  }

  /** The refresh token a token is exchanged for: derived from it with the secret, so whichever server answers a second
   *  use within the grace window gives the same one without storing it. Unguessable without the secret. */
  #successorOf(refreshToken: string): string {
    return createHmac('sha256', this.#key).update(`refresh-successor|${refreshToken}`).digest('base64url');
  }

  #pair(issued: Issued, refreshToken: string): Promise<TokenPair> {
    const authTime = Math.floor(issued.authTime.getTime() / 1000);
    const issuedAt = Math.floor(issued.createdAt.getTime() / 1000);
    return this.signAccessToken(issued.memberId, { session: issued.family, authTime, issuedAt }).then((accessToken) => ({ accessToken, refreshToken }));
  }

  async #store(db: Db, token: string, from: Pick<Issued, 'memberId' | 'family' | 'authTime'>): Promise<Issued> {
    const createdAt = new Date(Math.floor(Date.now() / 1000) * 1000); // whole seconds: the access token's iat
    const row = { ...from, tokenHash: sha256(token), createdAt, expiresAt: new Date(createdAt.getTime() + REFRESH_TOKEN_DAYS * 86_400_000) };
    await db.insert(refreshTokens).values(row);
    return row;
  }

  /** A new login: a new refresh-token family. Also drops the member's long-expired tokens. */
  async issueTokens(memberId: number, options: { authTime?: Date } = {}): Promise<TokenPair> {
    await this.#db.delete(refreshTokens).where(and(eq(refreshTokens.memberId, memberId), lt(refreshTokens.expiresAt, new Date())));
    const token = randomBytes(32).toString('base64url');
    // a provider login (issue 27) says when the person logged in there; never later than now
    const now = Math.floor(Date.now() / 1000) * 1000;
    const authTime = new Date(Math.min(now, options.authTime ? Math.floor(options.authTime.getTime() / 1000) * 1000 : now));
    const issued = await this.#store(this.#db, token, { memberId, family: randomUUID(), authTime });
    return this.#pair(issued, token);
  }

  /** Rotation: the token is spent and replaced by its successor, which keeps the family's login time. The same token
   *  again within REFRESH_GRACE_SECONDS gets the same pair while that successor is unused; any other use of a spent
   *  token means theft: revoke all. A revoked one (signed out by a password change or an earlier theft) is only
   *  refused, so it cannot sign out newer logins. */
  async rotate(refreshToken: string): Promise<TokenPair> {
    const hash = sha256(refreshToken);
    const next = this.#successorOf(refreshToken);
    // Spend and replace in one transaction: a concurrent use of the same token waits for it and then finds it spent,
    // with its successor already there.
    const issued = await this.#db.transaction(async (tx) => {
      const [spent] = await tx
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())))
        .returning({ memberId: refreshTokens.memberId, family: refreshTokens.family, authTime: refreshTokens.authTime });
      return spent ? this.#store(tx, next, spent) : null;
    });
    if (issued) return this.#pair(issued, next);

    const [row] = await this.#db
      .select({
        memberId: refreshTokens.memberId,
        revokedAt: refreshTokens.revokedAt,
        revokedReason: refreshTokens.revokedReason,
        usedAt: refreshTokens.usedAt,
        inGrace: sql<boolean>`${refreshTokens.usedAt} > now() - ${REFRESH_GRACE_SECONDS} * interval '1 second'`,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash));
    if (row?.revokedAt && row.revokedReason === PASSWORD_CHANGE) throw passwordChanged();
    if (!row || row.revokedAt || !row.usedAt) throw tokenInvalid(); // unknown, ended, or expired unused
    if (row.inGrace) {
      const [successor] = await this.#db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(next)));
      if (successor?.revokedAt) throw tokenInvalid(); // that login ended meanwhile
      if (successor && !successor.usedAt) return this.#pair(successor, next);
    }
    await this.revokeAll(row.memberId);
    throw tokenInvalid();
  }

  /** Logout: ends the login this refresh token belongs to (every token of its family), whether spent or not. Unknown
   *  or already revoked tokens change nothing. */
  async revokeFamilyOf(refreshToken: string): Promise<void> {
    const family = this.#db
      .select({ family: refreshTokens.family })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
    await this.#db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(inArray(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
  }

  async revokeAll(memberId: number): Promise<void> {
    await revokeRefreshTokens(this.#db, memberId);
  }
}

/** Revokes the member's refresh tokens, except those of the login `keep` when given (a password change signs out
 *  every other device; the one that changed it stays in). */
export async function revokeRefreshTokens(db: Db, memberId: number, keep?: string | null, reason?: 'password'): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, ...(reason && { revokedReason: reason }) })
    .where(
      and(eq(refreshTokens.memberId, memberId), isNull(refreshTokens.revokedAt), keep ? ne(refreshTokens.family, keep) : undefined),
    );
}
