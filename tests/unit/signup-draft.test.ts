import { describe, expect, it } from 'vitest';
import {
  INITIAL_SIGN_UP,
  signUpReducer,
  type SignUpAction,
  type SignUpState,
} from '../../src/features/auth/signup/signup-draft.ts';
import { canLeaveStepOne, canSubmit, stepOneFeedback, stepTwoFeedback } from '../../src/features/auth/signup/signup-feedback.ts';

const run = (...actions: SignUpAction[]): SignUpState => actions.reduce(signUpReducer, INITIAL_SIGN_UP);
const change = (field: Extract<SignUpAction, { type: 'change' }>['field'], value: string): SignUpAction => ({
  type: 'change',
  field,
  value,
});

const stepOneDone: SignUpAction[] = [
  change('loginId', 'saegil2026'),
  { type: 'checked', field: 'loginId', value: 'saegil2026', state: 'available' },
  change('password', 'Saegil!2026'),
  change('passwordConfirm', 'Saegil!2026'),
];
const stepTwoDone: SignUpAction[] = [
  change('nickName', '새길맘'),
  { type: 'checked', field: 'nickName', value: '새길맘', state: 'available' },
  change('birthDate', '19680517'),
  { type: 'chooseGender', gender: 'FEMALE' },
  { type: 'chooseRegion', region: { regionCode: 11110, regionName: '서울특별시 종로구' } },
];

describe('check states: unchecked → available / unavailable, and back to unchecked on any change', () => {
  it('starts unchecked', () => {
    expect(INITIAL_SIGN_UP.loginIdCheck).toBe('unchecked');
    expect(INITIAL_SIGN_UP.nickNameCheck).toBe('unchecked');
  });

  it('changing the id after a check resets the id check only', () => {
    let state = run(...stepOneDone, ...stepTwoDone);
    expect(state.loginIdCheck).toBe('available');
    state = signUpReducer(state, change('loginId', 'saegil2027'));
    expect(state.loginIdCheck).toBe('unchecked');
    expect(state.nickNameCheck).toBe('available');
    // typing the old value back does not bring the old check back
    state = signUpReducer(state, change('loginId', 'saegil2026'));
    expect(state.loginIdCheck).toBe('unchecked');
  });

  it('changing the nickname after a check resets the nickname check only', () => {
    let state = run(...stepOneDone, ...stepTwoDone);
    state = signUpReducer(state, change('nickName', '새길아빠'));
    expect(state.nickNameCheck).toBe('unchecked');
    expect(state.loginIdCheck).toBe('available');
  });

  it('an unavailable check is reset the same way', () => {
    let state = run(change('loginId', 'taken1'), { type: 'checked', field: 'loginId', value: 'taken1', state: 'unavailable' });
    expect(state.loginIdCheck).toBe('unavailable');
    state = signUpReducer(state, change('loginId', 'taken12'));
    expect(state.loginIdCheck).toBe('unchecked');
  });

  it('an answer for an older value is ignored', () => {
    const state = run(change('loginId', 'first1'), change('loginId', 'second2'), {
      type: 'checked',
      field: 'loginId',
      value: 'first1',
      state: 'available',
    });
    expect(state.loginIdCheck).toBe('unchecked');
  });

  it('changing other fields keeps the checks', () => {
    const state = run(...stepOneDone, change('password', 'Other!2026'));
    expect(state.loginIdCheck).toBe('available');
  });

  it('reset forgets the whole draft', () => {
    expect(run(...stepOneDone, ...stepTwoDone, { type: 'reset' })).toEqual(INITIAL_SIGN_UP);
  });
});

describe('step 1 feedback and the way to step 2', () => {
  it('says nothing before the member types', () => {
    expect(stepOneFeedback(INITIAL_SIGN_UP)).toEqual({
      loginId: { error: null, success: null },
      password: { error: null, success: null },
      passwordConfirm: { error: null, success: null },
    });
  });

  it('shows the rule first, then the check outcome', () => {
    expect(stepOneFeedback(run(change('loginId', 'ab'))).loginId.error).toBe('4자 이상 입력해주세요');
    const taken = run(change('loginId', 'taken1'), { type: 'checked', field: 'loginId', value: 'taken1', state: 'unavailable' });
    expect(stepOneFeedback(taken).loginId).toEqual({ error: '이미 사용 중인 아이디입니다.', success: null });
    expect(stepOneFeedback(run(...stepOneDone)).loginId).toEqual({ error: null, success: '사용 가능한 아이디입니다' });
  });

  it('asks for the check when moving on without one', () => {
    const state = run(change('loginId', 'saegil2026'));
    expect(stepOneFeedback(state).loginId.error).toBeNull();
    expect(stepOneFeedback(state, true).loginId.error).toBe('아이디 중복확인을 완료해주세요');
  });

  it('password and confirmation messages', () => {
    expect(stepOneFeedback(run(change('password', 'abc'))).password.error).toBe('8자 이상 입력해주세요');
    expect(stepOneFeedback(run(change('password', 'Saegil!2026'), change('passwordConfirm', 'x'))).passwordConfirm).toEqual({
      error: '비밀번호가 일치하지 않습니다',
      success: null,
    });
    expect(stepOneFeedback(run(...stepOneDone)).passwordConfirm).toEqual({ error: null, success: '비밀번호가 일치합니다' });
  });

  it('only an available check opens step 2', () => {
    expect(canLeaveStepOne(run(...stepOneDone))).toBe(true);
    expect(canLeaveStepOne(run(...stepOneDone, change('loginId', 'saegil2027')))).toBe(false);
    expect(canLeaveStepOne(run(...stepOneDone, change('passwordConfirm', 'Saegil!2027')))).toBe(false);
  });
});

describe('step 2 feedback and submit', () => {
  it('nickname rule, check outcome and the missing check', () => {
    expect(stepTwoFeedback(run(change('nickName', '가'))).nickName.error).toBe(
      '2자 이상 8자 이내의 한글, 영문, 숫자만 입력해주세요.',
    );
    expect(stepTwoFeedback(run(change('nickName', '새길!'))).nickName.error).toBe('특수문자를 없애주세요');
    const taken = run(change('nickName', '새길맘'), { type: 'checked', field: 'nickName', value: '새길맘', state: 'unavailable' });
    expect(stepTwoFeedback(taken).nickName.error).toBe('이미 사용 중인 닉네임입니다.');
    expect(stepTwoFeedback(run(...stepTwoDone)).nickName.success).toBe('사용가능한 닉네임입니다');
    expect(stepTwoFeedback(run(change('nickName', '새길맘')), true).nickName.error).toBe('닉네임 중복확인을 완료해주세요');
  });

  it('birth date, gender and region once tried', () => {
    const tried = run(change('birthDate', '196805'), { type: 'touchAll', fields: ['gender', 'region'] });
    const feedback = stepTwoFeedback(tried);
    expect(feedback.birthDate.error).toBe('YYYY/MM/DD 형식으로 입력해주세요');
    expect(feedback.gender.error).toBe('성별을 선택해주세요.');
    expect(feedback.region.error).toBe('거주 지역을 선택해주세요.');
  });

  it('submits only with everything valid and both checks available', () => {
    expect(canSubmit(run(...stepOneDone, ...stepTwoDone))).toBe(true);
    expect(canSubmit(run(...stepOneDone, ...stepTwoDone, change('nickName', '새길아빠')))).toBe(false);
    expect(canSubmit(run(...stepOneDone, ...stepTwoDone, change('birthDate', '2999')))).toBe(false);
  });
});
