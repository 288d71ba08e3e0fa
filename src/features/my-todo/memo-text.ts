import { formatCount } from '../../shared/format/count.ts';
/** Spec: memo text is at most 5000 characters; more is not accepted. */
export const MEMO_MAX = 5000;
export const MEMO_LIMIT_MESSAGE = `메모는 ${formatCount(MEMO_MAX)}자까지 쓸 수 있어요. 넘는 부분은 넣지 않았어요.`;

export function memoCounter(text: string): string {
  return `${text.length}/${MEMO_MAX}`;
}

/** What typing leaves: never more than the limit. */
export function clampMemo(text: string): string {
  return text.length > MEMO_MAX ? text.slice(0, MEMO_MAX) : text;
}

export interface PasteResult {
  text: string;
  /** where the caret goes: after what was pasted */
  caret: number;
  /** part of the pasted text did not fit */
  cut: boolean;
}

/** Pasting replaces the selection; only as much of the pasted text as fits is taken. */
export function pasteIntoMemo(current: string, selectionStart: number, selectionEnd: number, pasted: string): PasteResult {
  const before = current.slice(0, selectionStart);
  const after = current.slice(selectionEnd);
  const room = Math.max(0, MEMO_MAX - before.length - after.length);
  let taken = pasted.slice(0, room);
  // never split a surrogate pair (an emoji) at the cut
  if (taken.length < pasted.length && /[\uD800-\uDBFF]$/.test(taken)) taken = taken.slice(0, -1);
  return { text: before + taken + after, caret: before.length + taken.length, cut: taken.length < pasted.length };
}
