// Access tokens (HS256 JWT, 30 minutes, sub = member id, sid = the login's refresh-token family) and rotating refresh
// tokens (random, stored as SHA-256, 14 days, one family per login; a token used twice revokes every refresh token of
// its member).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
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
  signAccessToken(memberId: number, options: { session?: string; expiresAt?: number } = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(options.session ? { sid: options.session } : {})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(memberId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.min(now, options.expiresAt ?? now))
      .setExpirationTime(options.expiresAt ?? now + ACCESS_TOKEN_SECONDS)
      .sign(this.#key);
  }

  /** The caller of a valid access token whose member still exists; TOKEN_EXPIRED or TOKEN_INVALID otherwise. */
  async verifyAccessToken(token: string): Promise<Caller> {
    let sub: string | undefined;
    let sid: unknown;
    try {
      ({ payload: { sub, sid } } = await jwtVerify(token, this.#key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE }));
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw tokenExpired();
      throw tokenInvalid();
    }
    const memberId = Number(sub);
    if (!Number.isSafeInteger(memberId) || memberId < 1) throw tokenInvalid();
    // A withdrawn member's tokens stop working at once.
    const [member] = await this.#db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
    if (!member) throw tokenInvalid();
    return { memberId, session: typeof sid === 'string' ? sid : null };
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
      this.signAccessToken(memberId, { session }),
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
    const [accessToken, next] = await Promise.all([
      this.signAccessToken(row.memberId, { session: row.family }),
      this.#issueRefreshToken(row.memberId, row.family),
    ]);
    return { accessToken, refreshToken: next };
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
