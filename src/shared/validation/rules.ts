// The member area's field rules as pure functions (spec section 5), shared by sign-up and the account page.
// Each returns the first broken rule's message, or null when the value is fine. Values are trimmed first. The
// lengths and patterns are the contract's (SignUpRequest, generated from openapi.yaml); the messages are the spec's.
import {
  signUpRequestLoginIdMax,
  signUpRequestLoginIdMin,
  signUpRequestLoginIdRegExp,
  signUpRequestNickNameMax,
  signUpRequestNickNameMin,
  signUpRequestNickNameRegExp,
  signUpRequestPasswordMax,
  signUpRequestPasswordMin,
  signUpRequestPasswordRegExp,
} from '#generated/model/signUpRequest.zod.ts';
import { LOGIN_MESSAGES, RULE_MESSAGES } from './messages.ts';

export type RuleResult = string | null;

export const LIMITS = {
  loginId: { min: signUpRequestLoginIdMin, max: signUpRequestLoginIdMax },
  password: { min: signUpRequestPasswordMin, max: signUpRequestPasswordMax },
  nickname: { min: signUpRequestNickNameMin, max: signUpRequestNickNameMax },
  birthDateDigits: 8,
} as const;

/** The message for each character class the contract's password pattern requires with a lookahead `(?=.*[…])`. */
const CLASS_MESSAGES: Readonly<Record<string, string>> = {
  '[a-z]': RULE_MESSAGES.passwordNeedsLowercase,
  '[A-Z]': RULE_MESSAGES.passwordNeedsUppercase,
  '[0-9]': RULE_MESSAGES.passwordNeedsDigit,
  '[^A-Za-z0-9]': RULE_MESSAGES.passwordNeedsSpecial,
};
const PASSWORD_CLASSES = [...signUpRequestPasswordRegExp.source.matchAll(/\(\?=\.\*(\[[^\]]+\])\)/g)].map(([, set]) => ({
  pattern: new RegExp(set ?? ''),
  message: CLASS_MESSAGES[set ?? ''] ?? RULE_MESSAGES.passwordNeedsSpecial,
}));
const BIRTH_DATE = /^(\d{4})\/(\d{2})\/(\d{2})$/;

export function validateLoginFormId(loginId: string): RuleResult {
  return loginId.trim() ? null : LOGIN_MESSAGES.loginIdRequired;
}

export function validateLoginFormPassword(password: string): RuleResult {
  return password.trim() ? null : LOGIN_MESSAGES.passwordRequired;
}

export function validateLoginId(value: string): RuleResult {
  const loginId = value.trim();
  if (loginId.length < LIMITS.loginId.min) return RULE_MESSAGES.loginIdTooShort;
  if (loginId.length > LIMITS.loginId.max) return RULE_MESSAGES.loginIdTooLong;
  // the length is fine here, so the contract's pattern fails only on other characters
  if (!signUpRequestLoginIdRegExp.test(loginId)) return RULE_MESSAGES.noSpecialCharacters;
  return null;
}

export function validatePassword(value: string): RuleResult {
  const password = value.trim();
  if (password.length < LIMITS.password.min) return RULE_MESSAGES.passwordTooShort;
  if (password.length > LIMITS.password.max) return RULE_MESSAGES.passwordTooLong;
  return PASSWORD_CLASSES.find(({ pattern }) => !pattern.test(password))?.message ?? null;
}

export interface ConfirmationResult {
  matches: boolean;
  message: string;
}

/** The confirmation says both ways: '비밀번호가 일치합니다' or '비밀번호가 일치하지 않습니다'. */
export function checkPasswordConfirmation(password: string, confirmation: string): ConfirmationResult {
  const matches = confirmation !== '' && password.trim() === confirmation.trim();
  return { matches, message: matches ? RULE_MESSAGES.passwordMatch : RULE_MESSAGES.passwordMismatch };
}

export function validateNickname(value: string): RuleResult {
  const nickname = value.trim();
  if (nickname.length < LIMITS.nickname.min || nickname.length > LIMITS.nickname.max) return RULE_MESSAGES.nicknameLength;
  if (!signUpRequestNickNameRegExp.test(nickname)) return RULE_MESSAGES.noSpecialCharacters;
  return null;
}

/** The account page's inline edit: blank is refused with its own message before the sign-up rules apply. */
export function validateNewNickname(value: string): RuleResult {
  if (!value.trim()) return RULE_MESSAGES.nicknameRequired;
  return validateNickname(value);
}

/** YYYY/MM/DD, and (as the server checks) a real calendar date that is not in the future. */
export function validateBirthDate(value: string, today: Date = new Date()): RuleResult {
  const match = BIRTH_DATE.exec(value.trim());
  if (!match) return RULE_MESSAGES.birthDateFormat;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (!real || date.getTime() > todayUtc) return RULE_MESSAGES.birthDateInvalid;
  return null;
}

export function validateRegion(regionCode: number | null | undefined): RuleResult {
  return regionCode ? null : RULE_MESSAGES.regionRequired;
}

export function validateGender(gender: string | null | undefined): RuleResult {
  return gender === 'FEMALE' || gender === 'MALE' ? null : RULE_MESSAGES.genderRequired;
}
