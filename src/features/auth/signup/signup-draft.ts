// The sign-up draft (spec: client-side, resettable) and the id/nickname check states. A check belongs to the value
// it checked: changing the field resets it to 'unchecked', so a changed name can never ride on an old check.
import type { Gender } from '#generated/model/gender.zod.ts';
import type { RegionChoice } from '#src/shared/regions/regions.ts';

export type CheckState = 'unchecked' | 'available' | 'unavailable';

export interface SignUpDraft {
  loginId: string;
  password: string;
  passwordConfirm: string;
  nickName: string;
  /** digits only (at most 8); shown as 'YYYY / MM / DD', sent as 'YYYY/MM/DD' */
  birthDate: string;
  gender: Gender | null;
  region: RegionChoice | null;
}

export type DraftField = keyof SignUpDraft;

export interface SignUpState {
  draft: SignUpDraft;
  loginIdCheck: CheckState;
  nickNameCheck: CheckState;
  /** fields the member has changed (their rule messages show from then on) */
  touched: Partial<Record<DraftField, true>>;
}

export type SignUpAction =
  | { type: 'change'; field: 'loginId' | 'password' | 'passwordConfirm' | 'nickName' | 'birthDate'; value: string }
  | { type: 'chooseGender'; gender: Gender }
  | { type: 'chooseRegion'; region: RegionChoice }
  | { type: 'checked'; field: 'loginId' | 'nickName'; value: string; state: Exclude<CheckState, 'unchecked'> }
  | { type: 'touchAll'; fields: DraftField[] }
  | { type: 'reset' };

export const EMPTY_DRAFT: SignUpDraft = {
  loginId: '',
  password: '',
  passwordConfirm: '',
  nickName: '',
  birthDate: '',
  gender: null,
  region: null,
};

export const INITIAL_SIGN_UP: SignUpState = {
  draft: EMPTY_DRAFT,
  loginIdCheck: 'unchecked',
  nickNameCheck: 'unchecked',
  touched: {},
};

const CHECK_OF = { loginId: 'loginIdCheck', nickName: 'nickNameCheck' } as const;

export function signUpReducer(state: SignUpState, action: SignUpAction): SignUpState {
  switch (action.type) {
    case 'change': {
      if (state.draft[action.field] === action.value) return state;
      const next: SignUpState = {
        ...state,
        draft: { ...state.draft, [action.field]: action.value },
        touched: { ...state.touched, [action.field]: true },
      };
      if (action.field === 'loginId' || action.field === 'nickName') next[CHECK_OF[action.field]] = 'unchecked';
      return next;
    }
    case 'chooseGender':
      return { ...state, draft: { ...state.draft, gender: action.gender }, touched: { ...state.touched, gender: true } };
    case 'chooseRegion':
      return { ...state, draft: { ...state.draft, region: action.region }, touched: { ...state.touched, region: true } };
    case 'checked':
      // an answer for a value the member has since changed says nothing about the current value
      if (state.draft[action.field] !== action.value) return state;
      return { ...state, [CHECK_OF[action.field]]: action.state };
    case 'touchAll':
      return { ...state, touched: { ...state.touched, ...Object.fromEntries(action.fields.map((f) => [f, true])) } };
    case 'reset':
      return INITIAL_SIGN_UP;
  }
}
