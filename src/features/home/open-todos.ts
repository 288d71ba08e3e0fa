import type { Todo } from '#generated/model/todo.zod.ts';

export const HOME_TODO_LIMIT = 4;

/**
 * Home shows up to four unfinished to-dos (spec section 9), in their order. A to-do ticked during this visit keeps
 * its place, so the member sees what they did and can undo it.
 */
export function openTodos<T extends Pick<Todo, 'todoId' | 'completed'>>(todos: readonly T[], keep: ReadonlySet<number>): T[] {
  return todos.filter((todo) => !todo.completed || keep.has(todo.todoId)).slice(0, HOME_TODO_LIMIT);
}
