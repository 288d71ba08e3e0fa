// Every Korean text of the member area's rules (spec section 5 and the error catalogue), verbatim. Texts the spec
// does not give are marked; they match the contract's descriptions so screen and server say the same thing.

export const LOGIN_MESSAGES = {
  loginIdRequired: '아이디를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  failed: '로그인에 실패했습니다. 다시 시도해주세요.',
} as const;

export const HINTS = {
  loginId: '4-20자/영문,숫자 조합',
  password: '8~16자/영문 대소문자,숫자,특수문자 조합',
  nickname: '2~8자 이내의 한글, 영문, 숫자',
  region: '내 위치 기반으로 더 정확한 서비스가 제공돼요',
} as const;

export const RULE_MESSAGES = {
  loginIdTooShort: '4자 이상 입력해주세요',
  loginIdTooLong: '20자 이하로 입력해주세요',
  noSpecialCharacters: '특수문자를 없애주세요',
  passwordTooShort: '8자 이상 입력해주세요',
  passwordTooLong: '16자 이하로 입력해주세요',
  passwordNeedsLowercase: '소문자를 포함해주세요',
  passwordNeedsUppercase: '대문자를 포함해주세요',
  passwordNeedsDigit: '숫자를 포함해주세요',
  passwordNeedsSpecial: '특수문자를 포함해주세요',
  passwordMismatch: '비밀번호가 일치하지 않습니다',
  passwordMatch: '비밀번호가 일치합니다',
  nicknameLength: '2자 이상 8자 이내의 한글, 영문, 숫자만 입력해주세요.',
  nicknameRequired: '닉네임을 입력해주세요.',
  birthDateFormat: 'YYYY/MM/DD 형식으로 입력해주세요',
  /** not in the spec; the contract's text for an impossible or future date */
  birthDateInvalid: '올바른 생년월일을 입력해주세요.',
  /** not in the spec; the contract's text for a missing region */
  regionRequired: '거주 지역을 선택해주세요.',
  /** not in the spec */
  genderRequired: '성별을 선택해주세요.',
} as const;

export const CHECK_MESSAGES = {
  loginIdDuplicated: '이미 사용 중인 아이디입니다.',
  loginIdAvailable: '사용 가능한 아이디입니다',
  loginIdUnchecked: '아이디 중복확인을 완료해주세요',
  nicknameDuplicated: '이미 사용 중인 닉네임입니다.',
  nicknameAvailable: '사용가능한 닉네임입니다',
  nicknameUnchecked: '닉네임 중복확인을 완료해주세요',
} as const;
