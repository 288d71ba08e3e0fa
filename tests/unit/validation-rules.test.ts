import { describe, expect, it } from 'vitest';
import { CHECK_MESSAGES, HINTS, LOGIN_MESSAGES, RULE_MESSAGES } from '../../src/shared/validation/messages.ts';
import {
  checkPasswordConfirmation,
  validateBirthDate,
  validateGender,
  validateLoginFormId,
  validateLoginFormPassword,
  validateLoginId,
  validateNewNickname,
  validateNickname,
  validatePassword,
  validateRegion,
} from '../../src/shared/validation/rules.ts';

describe('login form (spec 5)', () => {
  it('asks for the id and the password when blank', () => {
    expect(validateLoginFormId('')).toBe('아이디를 입력해주세요.');
    expect(validateLoginFormId('   ')).toBe('아이디를 입력해주세요.');
    expect(validateLoginFormId('saegil')).toBeNull();
    expect(validateLoginFormPassword('')).toBe('비밀번호를 입력해주세요.');
    expect(validateLoginFormPassword('x')).toBeNull();
  });
});

describe('login id: trimmed, 4-20 letters and digits', () => {
  it.each([
    ['', '4자 이상 입력해주세요'],
    ['abc', '4자 이상 입력해주세요'],
    ['  abc  ', '4자 이상 입력해주세요'],
    ['a'.repeat(21), '20자 이하로 입력해주세요'],
    ['abc_def', '특수문자를 없애주세요'],
    ['새길회원1', '특수문자를 없애주세요'],
    ['abc def', '특수문자를 없애주세요'],
  ])('%j → %s', (value, message) => {
    expect(validateLoginId(value)).toBe(message);
  });

  it.each(['abcd', 'Saegil2026', 'a'.repeat(20), '  saegil  '])('%j is fine', (value) => {
    expect(validateLoginId(value)).toBeNull();
  });
});

describe('password: trimmed, 8-16 with lower, upper, digit and special character (in that order)', () => {
  it.each([
    ['Ab1!', '8자 이상 입력해주세요'],
    ['Abcdefg1!'.repeat(2), '16자 이하로 입력해주세요'],
    ['ABCDEFG1!', '소문자를 포함해주세요'],
    ['abcdefg1!', '대문자를 포함해주세요'],
    ['Abcdefgh!', '숫자를 포함해주세요'],
    ['Abcdefgh1', '특수문자를 포함해주세요'],
    ['   Ab1!   ', '8자 이상 입력해주세요'],
  ])('%j → %s', (value, message) => {
    expect(validatePassword(value)).toBe(message);
  });

  it('accepts a password with every kind of character', () => {
    expect(validatePassword('Saegil!2026')).toBeNull();
    expect(validatePassword('Aa1!Aa1!Aa1!Aa1!')).toBeNull();
  });

  it('the confirmation says both ways', () => {
    expect(checkPasswordConfirmation('Saegil!2026', 'Saegil!2026')).toEqual({ matches: true, message: '비밀번호가 일치합니다' });
    expect(checkPasswordConfirmation('Saegil!2026', 'Saegil!2027')).toEqual({
      matches: false,
      message: '비밀번호가 일치하지 않습니다',
    });
    expect(checkPasswordConfirmation('Saegil!2026', '').matches).toBe(false);
  });
});

describe('nickname: trimmed, 2-8 Korean, Latin letters or digits', () => {
  const length = '2자 이상 8자 이내의 한글, 영문, 숫자만 입력해주세요.';
  it.each([
    ['', length],
    ['가', length],
    ['가나다라마바사아자', length],
    ['새길!', '특수문자를 없애주세요'],
    ['새 길', '특수문자를 없애주세요'],
    ['ㄱㄴ', '특수문자를 없애주세요'],
  ])('%j → %s', (value, message) => {
    expect(validateNickname(value)).toBe(message);
  });

  it.each(['새길', '새길맘2026', 'Dream', ' 바리스타꿈 '])('%j is fine', (value) => {
    expect(validateNickname(value)).toBeNull();
  });

  it('the account page refuses a blank nickname with its own message', () => {
    expect(validateNewNickname('   ')).toBe('닉네임을 입력해주세요.');
    expect(validateNewNickname('가')).toBe(length);
    expect(validateNewNickname('새이름')).toBeNull();
  });
});

describe('birth date: YYYY/MM/DD, a real day that is not in the future', () => {
  const today = new Date(2026, 10, 22);
  it.each(['', '1968', '1968/5/17', '19680517', '1968-05-17', '1968/05/1', '1968 / 05 / 17'])('%j → format message', (value) => {
    expect(validateBirthDate(value, today)).toBe('YYYY/MM/DD 형식으로 입력해주세요');
  });

  it.each(['1968/02/30', '1968/13/01', '1968/00/10', '2027/01/01', '2026/11/23'])('%j → not a real past date', (value) => {
    expect(validateBirthDate(value, today)).toBe('올바른 생년월일을 입력해주세요.');
  });

  it.each(['1968/05/17', '1960/02/29', '2026/11/22'])('%j is fine', (value) => {
    expect(validateBirthDate(value, today)).toBeNull();
  });
});

describe('gender and region are required', () => {
  it('region', () => {
    expect(validateRegion(null)).toBe('거주 지역을 선택해주세요.');
    expect(validateRegion(11110)).toBeNull();
  });
  it('gender', () => {
    expect(validateGender(null)).toBe('성별을 선택해주세요.');
    expect(validateGender('FEMALE')).toBeNull();
    expect(validateGender('MALE')).toBeNull();
  });
});

describe('spec texts are kept verbatim', () => {
  it('hints, checks and login messages', () => {
    expect(HINTS).toEqual({
      loginId: '4-20자/영문,숫자 조합',
      password: '8~16자/영문 대소문자,숫자,특수문자 조합',
      nickname: '2~8자 이내의 한글, 영문, 숫자',
      region: '내 위치 기반으로 더 정확한 서비스가 제공돼요',
    });
    expect(CHECK_MESSAGES).toEqual({
      loginIdDuplicated: '이미 사용 중인 아이디입니다.',
      loginIdAvailable: '사용 가능한 아이디입니다',
      loginIdUnchecked: '아이디 중복확인을 완료해주세요',
      nicknameDuplicated: '이미 사용 중인 닉네임입니다.',
      nicknameAvailable: '사용가능한 닉네임입니다',
      nicknameUnchecked: '닉네임 중복확인을 완료해주세요',
    });
    expect(LOGIN_MESSAGES.failed).toBe('로그인에 실패했습니다. 다시 시도해주세요.');
    expect(RULE_MESSAGES.birthDateFormat).toBe('YYYY/MM/DD 형식으로 입력해주세요');
  });
});
