import type { Location } from 'react-router-dom';
import type { LoginReturnState } from '#src/shared/routing/login-return.ts';

/** What a screen may pass when it sends someone to /login (sign-up: the new id; a member-only page: where to return). */
export interface LoginArrival extends LoginReturnState {
  signedUpId?: string;
  /** set a new password with a recovery code (issue 27): the id, filled in */
  resetId?: string;
}

export const SIGN_UP_DONE_NOTICE = '회원가입이 끝났어요. 새 아이디로 로그인해주세요.';
export const RESET_DONE_NOTICE = '비밀번호를 새로 정했어요. 새 비밀번호로 로그인해주세요.';

export function readLoginArrival(location: Location): LoginArrival {
  const state = location.state as Partial<LoginArrival> | null;
  return {
    signedUpId: typeof state?.signedUpId === 'string' ? state.signedUpId : undefined,
    resetId: typeof state?.resetId === 'string' ? state.resetId : undefined,
    from: typeof state?.from === 'string' ? state.from : undefined,
  };
}
