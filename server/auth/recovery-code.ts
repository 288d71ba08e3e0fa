// Recovery codes (issue 27): what a member who forgot the password types with the login id to set a new one. Easy to
// read aloud and type: 31 symbols without the look-alikes 0/O/1/I/L, five groups of four (20 × log2 31 ≈ 99 bits; four
// groups would be 79 bits). Kept only as an argon2id hash (the password's parameters), shown once.
import { randomInt } from 'node:crypto';
import { hashPassword, verifyPassword } from './password.ts';

export const RECOVERY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const GROUPS = 5;
const GROUP_LENGTH = 4;

/** A fresh code, `K7PQ-3MXW-9HTD-R4AE-N2JC`; every symbol drawn uniformly from a CSPRNG. */
export function newRecoveryCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    let group = '';
    for (let i = 0; i < GROUP_LENGTH; i++) group += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** What is hashed and compared: full-width letters folded (NFKC), upper case, without spaces and dashes of any kind. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.normalize('NFKC').toUpperCase().replace(/[\s\p{Pd}_.]/gu, '');
}

export function hashRecoveryCode(code: string): Promise<string> {
  return hashPassword(normalizeRecoveryCode(code));
}

/** Whether `typed` is the code behind `codeHash`. A typed text that cannot be a code still costs a full verification,
 *  so the answer's timing says nothing. */
export function verifyRecoveryCode(codeHash: string, typed: string): Promise<boolean> {
  return verifyPassword(codeHash, normalizeRecoveryCode(typed));
}
