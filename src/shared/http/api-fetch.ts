// The fetch mutator every generated hook calls (orval.config.ts). It adds the base URL and the bearer token,
// sends JSON or multipart as given, validates the success body with the response's zod schema, and turns every
// failure into an ApiError carrying the contract's error envelope. On 401 TOKEN_EXPIRED (or TOKEN_INVALID: the server no
// longer accepts the stored token, e.g. the member withdrew on another device) it renews the tokens once (one renewal
// shared by every call that expired together, and by the site's other tabs through Web Locks) and repeats the call; when the renewal is refused it ends the session
// and fires the session-ended event, so the member is never left "logged in" with a token nothing accepts.
// No UI side effects here.
import { TokenRefreshResponse } from '../../../generated/model/tokenRefreshResponse.zod.ts';
import { ApiError, isApiError } from './api-error.ts';
import { requiresToken, TOKEN_MISSING_MESSAGE } from './token-required.ts';
import { expireSession, getAccessToken, getRefreshToken, saveTokens } from '../session/session.ts';

interface ResponseSchema {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

export type ApiRequestInit = RequestInit & { schema?: ResponseSchema };

const baseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '';
export const REFRESH_PATH = '/v1/member/auth/refresh';

function isErrorEnvelope(body: unknown): body is { code: string; message: string; errors?: ApiError['errors'] } {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return b.success === false && typeof b.code === 'string' && typeof b.message === 'string';
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** One request with the token stored right now. */
async function send<T>(url: string, { schema, ...init }: ApiRequestInit): Promise<T> {
  const headers = new Headers(init.headers);
  const token = getAccessToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept', 'application/json');

  let response: Response;
  try {
    response = await fetch(`${baseUrl}${url}`, { ...init, headers, credentials: 'include' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw ApiError.client('NETWORK_ERROR');
  }

  const body = parseJson(await response.text());
  if (!response.ok) {
    if (isErrorEnvelope(body)) throw new ApiError(response.status, body.code, body.message, body.errors ?? []);
    throw ApiError.client(response.status >= 500 ? 'UNKNOWN_ERROR' : 'RESPONSE_SHAPE_MISMATCH', response.status);
  }
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw ApiError.client('RESPONSE_SHAPE_MISMATCH', response.status);
  return parsed.data as T;
}

type Renewal = 'renewed' | 'refused';
let renewal: Promise<Renewal> | null = null;

async function requestNewTokens(): Promise<TokenRefreshResponse['data']> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw new ApiError(401, 'TOKEN_MISSING', TOKEN_MISSING_MESSAGE);
  const body = await send<TokenRefreshResponse>(REFRESH_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
    schema: TokenRefreshResponse,
  });
  return body.data;
}

/** The name other tabs of this site wait on while one of them renews (Web Locks). */
export const RENEWAL_LOCK = 'saegil-token-renewal';

/** One renewal at a time across the site's tabs: where the browser has Web Locks, a tab waits while another renews.
 *  Without them two tabs may still renew at once, and the server's grace window gives both the same pair. */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(RENEWAL_LOCK, work) : work();
}

/** Every call of this tab that expired at the same time waits for this one renewal. A tab that waited for another
 *  tab's renewal finds that tab's tokens stored (not the one its call was sent with) and only goes again: spending
 *  the same refresh token twice would read as theft and end the login everywhere. */
function renewOnce(sentWith: string): Promise<Renewal> {
  renewal ??= oneTabAtATime(async (): Promise<Renewal> => {
    const stored = getAccessToken();
    if (stored && stored !== sentWith) return 'renewed';
    return renewWithServer();
  }).finally(() => {
    renewal = null;
  });
  return renewal;
}

function renewWithServer(): Promise<Renewal> {
  const spent = getRefreshToken();
  return requestNewTokens()
    .then(
      (tokens): Renewal => {
        saveTokens(tokens);
        return 'renewed';
      },
      (error: unknown): Renewal => {
        // an unreachable server is not a refusal: keep the session so the member can try again
        if (isApiError(error) && error.code === 'NETWORK_ERROR') throw error;
        // another tab renewed first: a tab can read the other's new tokens a moment late (a browser shares a site's
        // storage between tabs without waiting), so it asked with the spent token; the new ones are stored by now
        if (getRefreshToken() !== spent && getAccessToken()) return 'renewed';
        expireSession(isApiError(error) && error.code === PASSWORD_CHANGED ? 'password-changed' : 'expired');
        return 'refused';
      },
    );
}

/** The server refused the token the call was sent with: worth one renewal, and the end of the session without one. */
const RENEWABLE = new Set(['TOKEN_EXPIRED', 'TOKEN_INVALID']);
/** 401 for a login a password change on another device ended (issue 25.10) */
const PASSWORD_CHANGED = 'PASSWORD_CHANGED';

export async function apiFetch<T>(url: string, init: ApiRequestInit = {}): Promise<T> {
  const sentWith = getAccessToken();
  if (!sentWith && requiresToken(url)) throw new ApiError(401, 'TOKEN_MISSING', TOKEN_MISSING_MESSAGE);
  try {
    return await send<T>(url, init);
  } catch (error) {
    // the login was ended by a password change elsewhere: no renewal can help, the member is told once and logs in again
    if (isApiError(error) && error.code === PASSWORD_CHANGED && sentWith && getAccessToken() === sentWith) expireSession('password-changed');
    if (!isApiError(error) || !RENEWABLE.has(error.code) || !sentWith || url === REFRESH_PATH) throw error;
    // a call that expired after another one already renewed the tokens only needs to go again
    const current = getAccessToken();
    const outcome = current && current !== sentWith ? 'renewed' : await renewOnce(sentWith);
    if (outcome === 'refused') throw error;
    return send<T>(url, init);
  }
}

export default apiFetch;

/** orval reads these names: every hook's error type is ApiError, its body type the request body as is. */
export type ErrorType<_Error> = ApiError;
export type BodyType<Body> = Body;
