import type { QueryClient } from '@tanstack/react-query';
import type { Todo } from '#generated/model/todo.zod.ts';
import type { TodoDetail } from '#generated/model/todoDetail.zod.ts';
import type { TodoGroupResponse } from '#generated/model/todoGroupResponse.zod.ts';

/** The cached lists that hold to-dos: the member's own group (/v1/my-dream/todo) and each group by id. */
function holdsTodos(key: readonly unknown[]): boolean {
  const path = key[0];
  return typeof path === 'string' && (path === '/v1/my-dream/todo' || path.startsWith('/v1/my-dream/todo-group/'));
}

/**
 * Writes a saved change of one to-do into every cached list that shows it, so going back to the list shows the
 * new title or visibility at once instead of the old one until the refetch answers.
 */
export function patchCachedTodo(queryClient: QueryClient, todoId: number, change: Partial<Omit<Todo, 'todoId'>>) {
  queryClient.setQueriesData<TodoGroupResponse>({ predicate: (query) => holdsTodos(query.queryKey) }, (old) =>
    old?.data?.todos
      ? { ...old, data: { ...old.data, todos: old.data.todos.map((t) => (t.todoId === todoId ? { ...t, ...change } : t)) } }
      : old,
  );
}

/** What the list shows of a to-do after its memo was saved. */
export function listFieldsOf(detail: TodoDetail): Partial<Omit<Todo, 'todoId'>> {
  return {
    title: detail.title,
    isPublic: detail.isPublic,
    isMemoExist: Boolean(detail.memoText) || Boolean(detail.link) || (detail.images?.length ?? 0) > 0,
  };
}
