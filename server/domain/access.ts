// Who may touch a to-do group or a to-do: the member-only rules of the my-dream area and the memo view.
import { ApiError, MESSAGES, forbidden, notFound } from '../errors.ts';

export const todoNotFound = () => new ApiError(404, 'TODO_NOT_FOUND', MESSAGES.TODO_NOT_FOUND);
export const todoMemoNotPublic = () => new ApiError(400, 'TODO_MEMO_NOT_PUBLIC', '공개되지 않은 투두 메모입니다.');
export const jobAlreadySaved = () => new ApiError(409, 'JOB_ALREADY_SAVED', '이미 담은 직업입니다.');

/** The member of a bearer operation (the wiring has authenticated it; this only narrows the type). */
export function requireMember(memberId: number | null): number {
  if (memberId === null) throw new ApiError(401, 'TOKEN_MISSING', MESSAGES.TOKEN_MISSING);
  return memberId;
}

/** A to-do group the member may change: missing → 404 NOT_FOUND, someone else's → 403. */
export function ownGroup<G extends { memberId: number }>(group: G | undefined, memberId: number): G {
  if (!group) throw notFound();
  if (group.memberId !== memberId) throw forbidden();
  return group;
}

/** A to-do the member may change: missing → 404 TODO_NOT_FOUND, someone else's → 403. */
export function ownTodo<T extends { memberId: number }>(todo: T | undefined, memberId: number): T {
  if (!todo) throw todoNotFound();
  if (todo.memberId !== memberId) throw forbidden();
  return todo;
}

/**
 * A to-do the caller may read (spec §8, to-do detail): missing → 404 TODO_NOT_FOUND, someone else's private to-do →
 * 400 TODO_MEMO_NOT_PUBLIC; the owner reads any of theirs, others read a public one (read-only: changes stay 403).
 */
export function readableTodo<T extends { memberId: number; isPublic: boolean }>(todo: T | undefined, memberId: number | null): T {
  if (!todo) throw todoNotFound();
  if (!todo.isPublic && todo.memberId !== memberId) throw todoMemoNotPublic();
  return todo;
}
