// Access tokens (HS256 JWT, 30 minutes, sub = member id, sid = the login's refresh-token family, auth_time = when that
// login typed its password) and rotating refresh tokens (random, stored as SHA-256, 14 days, one family per login; a
// token used twice revokes every refresh token of its member). An access token whose family was revoked (logout,
// password change elsewhere, reuse) is refused: the check reads the database, so every server instance agrees.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Db } from '../db/client.ts';
import { members, refreshTokens, serverSettings } from '../db/schema.ts';
import { ApiError, MESSAGES } from '../errors.ts';

export const ACCESS_TOKEN_SECONDS = 30 * 60;
export const REFRESH_TOKEN_DAYS = 14;
const ISSUER = 'saegil';
const AUDIENCE = 'saegil-api';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
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

  /** `expiresAt` (epoch seconds) is for tests that need an already expired token. */
  signAccessToken(memberId: number, options: { session?: string; authTime?: number; expiresAt?: number } = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
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
      })
      .from(members)
      .where(eq(members.id, memberId));
    if (!row || !row.live) throw tokenInvalid();
    return { memberId, session, authTime };
  }

  async #issueRefreshToken(memberId: number, family: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.#db.insert(refreshTokens).values({
      memberId,
      tokenHash: sha256(token),
      family,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
    });
    return token;
  }

  /** A new login: a new refresh-token family. Also drops the member's long-expired tokens. */
  async issueTokens(memberId: number): Promise<TokenPair> {
    await this.#db.delete(refreshTokens).where(and(eq(refreshTokens.memberId, memberId), lt(refreshTokens.expiresAt, new Date())));
    const session = randomUUID();
    const [accessToken, refreshToken] = await Promise.all([
      this.signAccessToken(memberId, { session, authTime: Math.floor(Date.now() / 1000) }),
      this.#issueRefreshToken(memberId, session),
    ]);
    return { accessToken, refreshToken };
  }

  /** Rotation: the token is spent and replaced. A spent token coming back means theft: revoke all. A revoked one
   *  (signed out by a password change or an earlier theft) is only refused, so it cannot sign out newer logins. */
  async rotate(refreshToken: string): Promise<TokenPair> {
    const [row] = await this.#db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
    if (!row || row.revokedAt) throw tokenInvalid();
    if (row.usedAt) {
      await this.revokeAll(row.memberId);
      throw tokenInvalid();
    }
    if (row.expiresAt.getTime() <= Date.now()) throw tokenInvalid();
    // Spend it atomically: of two concurrent uses only one wins; the other is treated as reuse.
    const spent = await this.#db
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (spent.length === 0) {
      await this.revokeAll(row.memberId);
      throw tokenInvalid();
    }
    // a refreshed token keeps the time of the password login it descends from: the family's first token
    const [first] = await this.#db
      .select({ at: sql<number>`floor(extract(epoch from min(${refreshTokens.createdAt})))::int` })
      .from(refreshTokens)
      .where(eq(refreshTokens.family, row.family));
    const authTime = first?.at != null ? Number(first.at) : Math.floor(row.createdAt.getTime() / 1000);
    const [accessToken, next] = await Promise.all([
      this.signAccessToken(row.memberId, { session: row.family, authTime }),
      this.#issueRefreshToken(row.memberId, row.family),
    ]);
    return { accessToken, refreshToken: next };
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
export async function revokeRefreshTokens(db: Db, memberId: number, keep?: string | null): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(refreshTokens.memberId, memberId), isNull(refreshTokens.revokedAt), keep ? ne(refreshTokens.family, keep) : undefined),
    );
}
