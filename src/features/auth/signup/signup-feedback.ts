// What each sign-up field says right now: the first broken rule (once the field was changed or a step was tried),
// else the duplicate-check outcome. Pure, so every message is unit-tested.
import { CHECK_MESSAGES } from '#src/shared/validation/messages.ts';
import {
  checkPasswordConfirmation,
  validateBirthDate,
  validateGender,
  validateLoginId,
  validateNickname,
  validatePassword,
  validateRegion,
} from '#src/shared/validation/rules.ts';
import { toBirthDatePayload } from '#src/shared/format/birth-date.ts';
import type { CheckState, DraftField, SignUpState } from './signup-draft.ts';

export interface FieldFeedback {
  error: string | null;
  success: string | null;
}

const none: FieldFeedback = { error: null, success: null };
const error = (message: string | null): FieldFeedback => ({ error: message, success: null });

interface CheckMessages {
  duplicated: string;
  available: string;
  unchecked: string;
}

const LOGIN_ID_CHECK: CheckMessages = {
  duplicated: CHECK_MESSAGES.loginIdDuplicated,
  available: CHECK_MESSAGES.loginIdAvailable,
  unchecked: CHECK_MESSAGES.loginIdUnchecked,
};
const NICKNAME_CHECK: CheckMessages = {
  duplicated: CHECK_MESSAGES.nicknameDuplicated,
  available: CHECK_MESSAGES.nicknameAvailable,
  unchecked: CHECK_MESSAGES.nicknameUnchecked,
};

/** A field with 중복확인: its broken rule once touched, else what the check found (or that it is still needed). */
function checkedFieldFeedback(
  touched: boolean | undefined,
  rule: string | null,
  check: CheckState,
  messages: CheckMessages,
  demandCheck: boolean,
): FieldFeedback {
  if (touched && rule) return error(rule);
  if (check === 'unavailable') return error(messages.duplicated);
  if (check === 'available') return { error: null, success: messages.available };
  return demandCheck ? error(messages.unchecked) : none;
}

export interface StepOneFeedback {
  loginId: FieldFeedback;
  password: FieldFeedback;
  passwordConfirm: FieldFeedback;
}

export function stepOneFeedback(state: SignUpState, demandCheck = false): StepOneFeedback {
  const { draft, touched } = state;
  const confirmation = checkPasswordConfirmation(draft.password, draft.passwordConfirm);
  return {
    loginId: checkedFieldFeedback(touched.loginId, validateLoginId(draft.loginId), state.loginIdCheck, LOGIN_ID_CHECK, demandCheck),
    password: touched.password ? error(validatePassword(draft.password)) : none,
    passwordConfirm: touched.passwordConfirm
      ? confirmation.matches
        ? { error: null, success: confirmation.message }
        : error(confirmation.message)
      : none,
  };
}

export interface StepTwoFeedback {
  nickName: FieldFeedback;
  birthDate: FieldFeedback;
  gender: FieldFeedback;
  region: FieldFeedback;
}

export function stepTwoFeedback(state: SignUpState, demandCheck = false): StepTwoFeedback {
  const { draft, touched } = state;
  return {
    nickName: checkedFieldFeedback(touched.nickName, validateNickname(draft.nickName), state.nickNameCheck, NICKNAME_CHECK, demandCheck),
    birthDate: touched.birthDate ? error(validateBirthDate(toBirthDatePayload(draft.birthDate))) : none,
    gender: touched.gender ? error(validateGender(draft.gender)) : none,
    region: touched.region ? error(validateRegion(draft.region?.regionCode)) : none,
  };
}

export const STEP_ONE_FIELDS: DraftField[] = ['loginId', 'password', 'passwordConfirm'];
export const STEP_TWO_FIELDS: DraftField[] = ['nickName', 'birthDate', 'gender', 'region'];

/** Step 1 may move on only with valid values, a matching confirmation and an 'available' id check. */
export function canLeaveStepOne(state: SignUpState): boolean {
  const { draft } = state;
  return (
    !validateLoginId(draft.loginId) &&
    !validatePassword(draft.password) &&
    checkPasswordConfirmation(draft.password, draft.passwordConfirm).matches &&
    state.loginIdCheck === 'available'
  );
}

export function canSubmit(state: SignUpState): boolean {
  const { draft } = state;
  return (
    canLeaveStepOne(state) &&
    !validateNickname(draft.nickName) &&
    !validateBirthDate(toBirthDatePayload(draft.birthDate)) &&
    !validateGender(draft.gender) &&
    !validateRegion(draft.region?.regionCode) &&
    state.nickNameCheck === 'available'
  );
}
