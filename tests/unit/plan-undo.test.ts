import { describe, expect, it, vi } from 'vitest';
import { createDeferredDeletion, visibleTodos } from '../../src/features/my-todo/deferred-deletion.ts';
import { UNDO_WINDOW_MS } from '../../src/features/my-todo/use-todo-deletion.ts';

const todos = [
  { todoId: 1, title: '교육기관 알아보기', completed: true },
  { todoId: 2, title: '필기시험 접수하기', completed: true },
  { todoId: 3, title: '실습 기관 정하기', completed: false },
  { todoId: 4, title: '자격증 받기', completed: false },
];

function setup(commit = vi.fn(() => Promise.resolve())) {
  let hidden: ReadonlySet<number> = new Set();
  // the cached group: a committed deletion leaves it (as the page's cache update does)
  let cached = todos;
  const committed: number[] = [];
  const failed: number[] = [];
  const deletion = createDeferredDeletion<number>({
    commit,
    onChange: (next) => (hidden = next),
    onCommitted: (id) => {
      committed.push(id);
      cached = cached.filter((t) => t.todoId !== id);
    },
    onFailed: (id) => failed.push(id),
  });
  return { deletion, commit, committed, failed, shown: () => visibleTodos(cached, hidden) };
}

describe('delete with undo: what waits for the undo window', () => {
  it('removes the item at once and deletes on the server only when the window closes', async () => {
    const { deletion, commit, committed, shown } = setup();
    expect(UNDO_WINDOW_MS).toBe(10_000); // 되돌리기 stays 10 s (the spec's 2.5 s was too short to read and reach)
    deletion.remove(2);
    expect(shown().map((t) => t.todoId)).toEqual([1, 3, 4]);
    expect(commit).not.toHaveBeenCalled();
    deletion.confirm(2);
    expect(commit).toHaveBeenCalledWith(2, { leaving: false });
    await vi.waitFor(() => expect(committed).toEqual([2]));
    expect(shown().map((t) => t.todoId)).toEqual([1, 3, 4]);
  });

  it('undo puts the item back at its old position and state, and the server is never asked', () => {
    const { deletion, commit, shown } = setup();
    deletion.remove(2);
    expect(deletion.undo(2)).toBe(true);
    expect(shown()).toEqual(todos);
    expect(shown()[1]).toEqual({ todoId: 2, title: '필기시험 접수하기', completed: true });
    deletion.confirm(2); // the toast's time of an undone item is up: nothing to send
    deletion.flush();
    expect(commit).not.toHaveBeenCalled();
  });

  it('several deletions undone in any order keep the original order', () => {
    const { deletion, commit, shown } = setup();
    deletion.remove(1);
    deletion.remove(3);
    deletion.remove(4);
    expect(shown().map((t) => t.todoId)).toEqual([2]);
    deletion.undo(4);
    expect(shown().map((t) => t.todoId)).toEqual([2, 4]);
    deletion.undo(1);
    expect(shown().map((t) => t.todoId)).toEqual([1, 2, 4]);
    deletion.flush();
    expect(commit.mock.calls).toEqual([[3, { leaving: true }]]);
  });

  it('undo after the window has closed does nothing', async () => {
    const { deletion, committed, shown } = setup();
    deletion.remove(1);
    deletion.confirm(1);
    expect(deletion.undo(1)).toBe(false);
    await vi.waitFor(() => expect(committed).toEqual([1]));
    expect(shown().map((t) => t.todoId)).toEqual([2, 3, 4]);
  });

  it('leaving the page sends the waiting deletions at once', () => {
    const { deletion, commit } = setup();
    deletion.remove(3);
    deletion.remove(4);
    deletion.flush();
    expect(commit.mock.calls).toEqual([
      [3, { leaving: true }],
      [4, { leaving: true }],
    ]);
  });

  it('a failed deletion brings the item back where it was', async () => {
    const { deletion, failed, shown } = setup(vi.fn(() => Promise.reject(new Error('500'))));
    deletion.remove(2);
    expect(shown().map((t) => t.todoId)).toEqual([1, 3, 4]);
    deletion.confirm(2);
    await vi.waitFor(() => expect(failed).toEqual([2]));
    expect(shown()).toEqual(todos);
  });

  it('the same item is not deleted twice', () => {
    const { deletion, commit } = setup();
    deletion.remove(1);
    deletion.remove(1);
    deletion.confirm(1);
    deletion.confirm(1);
    deletion.remove(1); // still being deleted
    deletion.flush();
    expect(commit).toHaveBeenCalledTimes(1);
  });
});
