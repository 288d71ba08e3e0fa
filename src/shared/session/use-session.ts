import { useSyncExternalStore } from 'react';
import { getAccessToken, readUserStore, subscribeSession, type UserStore } from './session.ts';

export interface SessionSnapshot {
  loggedIn: boolean;
  user: UserStore;
}

let cache: { key: string; value: SessionSnapshot } | undefined;

function snapshot(): SessionSnapshot {
  const loggedIn = Boolean(getAccessToken());
  const user = readUserStore();
  const key = `${loggedIn}|${user.nickname}|${user.regionName}|${user.userImage}`;
  if (cache?.key !== key) cache = { key, value: { loggedIn, user } };
  return cache.value;
}

/** The signed-in state and the persisted userStore, re-rendering on every change. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, snapshot, snapshot);
}
