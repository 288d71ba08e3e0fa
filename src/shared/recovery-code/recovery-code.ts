// The recovery code (issue 27, docs/decisions/0018): five groups of four from 31 symbols (no 0, O, 1, I, L). The
// screens show it grouped and large; what a member types is checked for its length only (the server compares it
// without case, spaces or dashes).

export const RECOVERY_CODE_TEXTS = {
  /** what the code is for */
  purpose: '비밀번호를 잊었을 때 아이디와 이 코드로 새 비밀번호를 정할 수 있어요.',
  /** shown once */
  onlyOnce: '이 코드는 지금 한 번만 보여드려요. 다시 볼 수 없으니 종이에 적거나 인쇄해서 잘 보관해주세요.',
  copied: '복구 코드를 복사했어요. 메모장 같은 안전한 곳에 붙여 넣어 두세요.',
  copyFailed: '복사하지 못했어요. 코드를 종이에 적어 두세요.',
  required: '복구 코드를 입력해주세요.',
  length: '복구 코드 20자를 모두 입력해주세요.',
} as const;

export const RECOVERY_CODE_LENGTH = 20;

/** 'K7PQ-3MXW-9HTD-R4AE-N2JC' → ['K7PQ', '3MXW', '9HTD', 'R4AE', 'N2JC']. */
export function codeGroups(code: string): string[] {
  return code.split('-').filter(Boolean);
}

/** What the server compares: capitals, without spaces, dashes, underscores or dots. */
export function normalizeRecoveryCode(value: string): string {
  return value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\p{Pd}_.]/gu, '');
}

/** The first thing wrong with a typed code, or null. */
export function validateRecoveryCodeInput(value: string): string | null {
  const code = normalizeRecoveryCode(value);
  if (!code) return RECOVERY_CODE_TEXTS.required;
  if (code.length !== RECOVERY_CODE_LENGTH) return RECOVERY_CODE_TEXTS.length;
  return null;
}
