// The one place that reads and writes what the browser keeps about the signed-in member.
// Keys are the spec's: accessToken, refreshToken, nickname, memberId, and the persisted userStore.
import { forgetRecommendation } from '../recommendation/recommendation-session.ts';

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  nickname: 'nickname',
  memberId: 'memberId',
  userStore: 'userStore',
} as const;

export interface UserStore {
  regionName: string;
  nickname: string;
  userImage: string;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

const EMPTY_USER: UserStore = { regionName: '', nickname: '', userImage: '' };
const listeners = new Set<() => void>();

// what the session is read from: the browser's localStorage, or in the build's render of a first paint a storage of
// the render's own (src/app/prerender.tsx: empty for a visitor, a token for a member)
let storage = (): Pick<Storage, 'getItem'> => localStorage;
export const readSessionFrom = (source: Pick<Storage, 'getItem'>) => void (storage = () => source);

function read(key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return read(STORAGE_KEYS.refreshToken);
}

export function isLoggedIn(): boolean {
  return Boolean(getAccessToken());
}

export function saveTokens({ accessToken, refreshToken }: SessionTokens) {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  notify();
}

export function startSession(tokens: SessionTokens & { nickname: string; memberId: number; regionName: string | null }) {
  localStorage.setItem(STORAGE_KEYS.nickname, tokens.nickname);
  localStorage.setItem(STORAGE_KEYS.memberId, String(tokens.memberId));
  writeUserStore({ regionName: tokens.regionName ?? '', nickname: tokens.nickname, userImage: '' });
  saveTokens(tokens);
}

export function readUserStore(): UserStore {
  const raw = read(STORAGE_KEYS.userStore);
  if (!raw) return EMPTY_USER;
  try {
    const parsed: unknown = JSON.parse(raw);
    // zustand-style persisted shape ({state: {...}}) or the plain object
    const state = (parsed as { state?: unknown }).state ?? parsed;
    const s = state as Partial<UserStore>;
    return {
      regionName: typeof s.regionName === 'string' ? s.regionName : '',
      nickname: typeof s.nickname === 'string' ? s.nickname : '',
      userImage: typeof s.userImage === 'string' ? s.userImage : '',
    };
  } catch {
    return EMPTY_USER;
  }
}

export function writeUserStore(patch: Partial<UserStore>) {
  const next = { ...readUserStore(), ...patch };
  localStorage.setItem(STORAGE_KEYS.userStore, JSON.stringify({ state: next, version: 0 }));
  notify();
}

/** Logout and withdrawal: forget tokens, nickname, member id and the userStore, and this tab's questionnaire. */
export function endSession() {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  forgetRecommendation();
  notify();
}

/** The nickname changed on the account page: the stored nickname and the userStore follow at once. */
export function renameMember(nickname: string) {
  localStorage.setItem(STORAGE_KEYS.nickname, nickname);
  writeUserStore({ nickname });
}

/** Fired on window when the session ended without the member asking (refresh refused); the app goes to '/'. */
export const SESSION_ENDED_EVENT = 'saegil:session-ended';

/** Why it ended: the login ran out or was refused, or the password was changed on another device (401 PASSWORD_CHANGED). */
export type SessionEndReason = 'expired' | 'password-changed';

let endedAt = 0;

/** Ends the session like 로그아웃 and tells the app, which decides where to go (no UI here). */
export function expireSession(reason: SessionEndReason = 'expired') {
  endedAt = Date.now();
  endSession();
  window.dispatchEvent(new CustomEvent<SessionEndReason>(SESSION_ENDED_EVENT, { detail: reason }));
}

/** The session ended on its own a moment ago: the page that now finds nobody logged in says nothing more (the
 *  session-ended message already said it once). */
export function sessionJustExpired(): boolean {
  return Date.now() - endedAt < 3000;
}

export function onSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<SessionEndReason | null>).detail ?? 'expired');
  window.addEventListener(SESSION_ENDED_EVENT, handler);
  return () => window.removeEventListener(SESSION_ENDED_EVENT, handler);
}

/** Subscribe to session changes (this tab and, through the storage event, other tabs). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(e.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
