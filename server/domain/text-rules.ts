// The member texts' rules the server words itself (the sign-up form's order and messages), on the contract's
// lengths and pattern (SignUpRequest, generated from openapi.yaml) so each rule is written once.
import {
  signUpRequestPasswordMax,
  signUpRequestPasswordMin,
  signUpRequestPasswordRegExp,
} from '../../generated/model/signUpRequest.zod.ts';

/** The message for each character class the contract's password pattern requires with a lookahead `(?=.*[…])`. */
const CLASS_MESSAGES: Readonly<Record<string, string>> = {
  '[a-z]': '소문자를 포함해주세요',
  '[A-Z]': '대문자를 포함해주세요',
  '[0-9]': '숫자를 포함해주세요',
  '[^A-Za-z0-9]': '특수문자를 포함해주세요',
};
const PASSWORD_CLASSES = [...signUpRequestPasswordRegExp.source.matchAll(/\(\?=\.\*(\[[^\]]+\])\)/g)].map(([, set]) => ({
  pattern: new RegExp(set ?? ''),
  message: CLASS_MESSAGES[set ?? ''] ?? '특수문자를 포함해주세요',
}));

/** The sign-up password rules (the contract's), in the order the form checks them: the first failing one is the message. */
export function passwordMessage(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length < signUpRequestPasswordMin) return '8자 이상 입력해주세요';
  if (value.length > signUpRequestPasswordMax) return '16자 이하로 입력해주세요';
  return PASSWORD_CLASSES.find(({ pattern }) => !pattern.test(value))?.message;
}

