import type { Location } from 'react-router-dom';
import { paths } from '../../../shared/routing/paths.ts';

/** What a screen may pass when it sends someone to /login (sign-up: the new id; a member-only page: where to return). */
export interface LoginArrival {
  signedUpId?: string;
  from?: string;
}

export const SIGN_UP_DONE_NOTICE = '회원가입이 끝났어요. 새 아이디로 로그인해주세요.';

export function readLoginArrival(location: Location): LoginArrival {
  const state = location.state as Partial<LoginArrival> | null;
  return {
    signedUpId: typeof state?.signedUpId === 'string' ? state.signedUpId : undefined,
    from: typeof state?.from === 'string' ? state.from : undefined,
  };
}

/** Where a member goes after logging in, or when already logged in on /login or /signup: back where they came from, an
 * in-app path only (never /login or /signup again), else home. */
export function afterLoginPath(from: string | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//')) return paths.home;
  const pathname = from.split(/[?#]/)[0];
  if (pathname === paths.login || pathname === paths.signup) return paths.home;
  return from;
}
