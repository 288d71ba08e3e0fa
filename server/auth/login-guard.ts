// Password guessing limits, counted in the shared rate_limits table so every server instance sees the same counts:
// per login id (trimmed, case-folded: `Saegil2026` and ` saegil2026` are one id; the account lookup uses the same key) from anywhere, and per address
// across ids (password spraying). Every attempt counts up front, so concurrent guesses cannot slip past the check;
// a successful login clears its id's count and gives its attempt back to the address.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ApiError, MESSAGES } from '../errors.ts';

export interface LoginLimit {
  max: number;
  windowMs: number;
}

export interface LoginLimits {
  perLoginId: LoginLimit;
  perAddress: LoginLimit;
}

/** The contract's numbers (login operation): 10 per id and 30 per address in 15 minutes. */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perLoginId: { max: 10, windowMs: 15 * 60_000 },
  perAddress: { max: 30, windowMs: 15 * 60_000 },
};

/** One login id whatever the spaces around it and its letter case (the database matches ids by lower()). */
export const normalizeLoginId = (loginId: string) => loginId.normalize('NFKC').trim().toLowerCase();

const idKey = (loginId: string) => `login-id|${normalizeLoginId(loginId)}`.slice(0, 200);
const addressKey = (address: string) => `login-ip|${address}`.slice(0, 200);

type Rows<T> = T[] | { rows: T[] };
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

export class LoginGuard {
  readonly #db: Db;
  readonly #limits: LoginLimits;

  constructor(db: Db, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
    this.#db = db;
    this.#limits = limits;
  }

  async #count(key: string, limit: LoginLimit): Promise<{ count: number; retryAfter: number }> {
    const result = await this.#db.execute(sql`
      insert into rate_limits (key, count, reset_at)
      values (${key}, 1, now() + ${limit.windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning count, greatest(1, ceil(extract(epoch from (reset_at - now()))))::int as retry_after`);
    const [row] = rowsOf(result as Rows<{ count: number; retry_after: number }>);
    return { count: Number(row!.count), retryAfter: Number(row!.retry_after) };
  }

  /** Counts an attempt; 429 RATE_LIMITED (with the seconds to wait) when the id or the address is over its limit. */
  async attempt(loginId: string, address: string): Promise<void> {
    const [byId, byAddress] = await Promise.all([
      this.#count(idKey(loginId), this.#limits.perLoginId),
      this.#count(addressKey(address), this.#limits.perAddress),
    ]);
    const over = [
      byId.count > this.#limits.perLoginId.max ? byId.retryAfter : 0,
      byAddress.count > this.#limits.perAddress.max ? byAddress.retryAfter : 0,
    ];
    const retryAfter = Math.max(...over);
    if (retryAfter > 0) throw new ApiError(429, 'RATE_LIMITED', MESSAGES.RATE_LIMITED, [], { retryAfter });
  }

  /** A correct password: the id starts afresh, and the address gets its attempt back. */
  async succeeded(loginId: string, address: string): Promise<void> {
    await this.#db.execute(sql`delete from rate_limits where key = ${idKey(loginId)}`);
    await this.#db.execute(sql`update rate_limits set count = greatest(0, count - 1) where key = ${addressKey(address)}`);
  }
}
