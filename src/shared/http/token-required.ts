// Which calls need the bearer token (the contract's `security: bearerAuth` without an anonymous alternative).
// tests/unit/token-required.test.ts checks this list against every operation of openapi/openapi.yaml.

const MEMBER_ONLY: readonly RegExp[] = [
  /^\/v1\/member\/(?!auth\/)/,
  /^\/v1\/member\/auth\/withdraw$/,
  /^\/v1\/my-dream\//,
  /^\/v1\/scrap\//,
  /^\/v1\/todo\/other$/,
  /^\/v1\/alerts\//,
];

export const TOKEN_MISSING_MESSAGE = '인증 토큰이 없습니다. 로그인 후 다시 시도해주세요.';

export function requiresToken(url: string): boolean {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  return MEMBER_ONLY.some((pattern) => pattern.test(path));
}
