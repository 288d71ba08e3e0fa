import type { Location } from 'react-router-dom';
import type { LoginReturnState } from '#src/shared/routing/login-return.ts';

/** What a screen may pass when it sends someone to /login (sign-up: the new id; a member-only page: where to return). */
export interface LoginArrival extends LoginReturnState {
  signedUpId?: string;
}

export const SIGN_UP_DONE_NOTICE = '회원가입이 끝났어요. 새 아이디로 로그인해주세요.';

export function readLoginArrival(location: Location): LoginArrival {
  const state = location.state as Partial<LoginArrival> | null;
  return {
    signedUpId: typeof state?.signedUpId === 'string' ? state.signedUpId : undefined,
    from: typeof state?.from === 'string' ? state.from : undefined,
  };
}
