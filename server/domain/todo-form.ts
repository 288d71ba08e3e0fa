// The memo form's fields as the server keeps them: the title trimmed, empty memo and link stored as 'none',
// one YouTube link at most, at most 5 images on a to-do. The contract checks the shapes; these are the rules it
// cannot express (trimmed length, the image total after an update).
import type { FieldError } from '../errors.ts';
import { isYoutubeLink } from './youtube.ts';

export const TITLE_MAX = 100;
export const MEMO_MAX = 5000;
export const IMAGES_PER_TODO = 5;
/** A to-do group holds at most this many to-dos (the contract's TodoGroup.todos maxItems). */
export const TODOS_PER_GROUP = 200;

export const TITLE_REQUIRED_MESSAGE = '할 일 제목을 입력해주세요.';
export const LINK_MESSAGE = '유튜브 영상 링크(watch, shorts, youtu.be)만 하나 넣을 수 있어요.';
export const MEMO_TOO_LONG_MESSAGE = `메모는 ${MEMO_MAX}자까지 입력할 수 있어요.`;
export const TOO_MANY_IMAGES_MESSAGE = `이미지는 할 일 하나에 ${IMAGES_PER_TODO}장까지 올릴 수 있어요.`;

export interface TodoFields {
  title: string;
  /** undefined: not sent; null: none (both clear it on update, which replaces) */
  memoText: string | null | undefined;
  link: string | null | undefined;
}

/**
 * Browsers send every line break of a multipart text field as CRLF (HTML's form encoding), whatever the member
 * typed; the memo is kept with LF line breaks, as the textarea shows and counts them.
 */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** '' means 'none' (null); a field not sent stays undefined. */
function emptyToNull(value: string | undefined): string | null | undefined {
  return value === undefined ? undefined : value === '' ? null : value;
}

export function readTodoFields(form: { todoTitle: string; memoText?: string; link?: string }): { fields: TodoFields; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const title = form.todoTitle.trim();
  if (title.length === 0) errors.push({ field: 'body.todoTitle', message: TITLE_REQUIRED_MESSAGE });
  else if (title.length > TITLE_MAX) errors.push({ field: 'body.todoTitle', message: `할 일 제목은 ${TITLE_MAX}자까지 입력할 수 있어요.` });
  const memoText = emptyToNull(form.memoText === undefined ? undefined : normalizeLineBreaks(form.memoText));
  if (memoText && memoText.length > MEMO_MAX) errors.push({ field: 'body.memoText', message: MEMO_TOO_LONG_MESSAGE });
  const link = emptyToNull(form.link?.trim());
  if (link && !isYoutubeLink(link)) errors.push({ field: 'body.link', message: LINK_MESSAGE });
  return { fields: { title, memoText, link }, errors };
}

/** The image count a to-do would have after an update: the deleted ones (of this to-do) go first. */
export function imagesAfterUpdate(current: readonly number[], deleteIds: readonly number[], added: number): { kept: number[]; removed: number[]; total: number } {
  const removing = new Set(deleteIds);
  const removed = current.filter((id) => removing.has(id));
  const kept = current.filter((id) => !removing.has(id));
  return { kept, removed, total: kept.length + added };
}
