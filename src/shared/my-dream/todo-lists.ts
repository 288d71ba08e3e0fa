// The to-do domain's one cache module: who refreshes the member's saved jobs and to-do lists, and who writes a saved
// change into the cached lists. The my-dream mutations several features use (saving a job, adding a to-do) own their
// cache updates here, and every cached list is found by the generated key factories, so no screen names a query key.
import { hashKey, useQueryClient, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getGetOtherDreamersQueryKey } from '#generated/api/dreamer/dreamer.ts';
import {
  getGetMyTodoGroupByIdQueryKey,
  getGetMyTodoGroupQueryKey,
  getGetMyTodoJobsQueryKey,
  useCreateTodo,
  useSaveJob,
} from '#generated/api/my-dream/my-dream.ts';
import type { Todo } from '#generated/model/todo.zod.ts';
import type { TodoDetail } from '#generated/model/todoDetail.zod.ts';
import type { TodoGroup } from '#generated/model/todoGroup.zod.ts';
import type { TodoGroupResponse } from '#generated/model/todoGroupResponse.zod.ts';

const sameKey = (query: Query, key: QueryKey) => hashKey(query.queryKey) === hashKey(key);

/** The cached lists that hold to-dos: the member's own group, and each group by id under its own id's key. */
function holdsTodos(query: Query): boolean {
  if (sameKey(query, getGetMyTodoGroupQueryKey())) return true;
  const groupId = (query.state.data as TodoGroupResponse | undefined)?.data?.todoGroupId;
  return typeof groupId === 'number' && sameKey(query, getGetMyTodoGroupByIdQueryKey(groupId));
}

/** Every cached to-do group (the member's own and those by id) with its answer. */
export function cachedTodoGroups(queryClient: QueryClient): TodoGroup[] {
  return queryClient
    .getQueriesData<TodoGroupResponse>({ predicate: holdsTodos })
    .flatMap(([, answer]) => (answer?.data ? [answer.data] : []));
}

/**
 * Writes a saved change of one to-do into every cached list that shows it, so going back to the list shows the
 * new title or visibility at once instead of the old one until the refetch answers.
 */
export function patchCachedTodo(queryClient: QueryClient, todoId: number, change: Partial<Omit<Todo, 'todoId'>>) {
  queryClient.setQueriesData<TodoGroupResponse>({ predicate: holdsTodos }, (old) =>
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

/** Fetches again the member's own group (home, 나의 할 일), and the group by id and the saved jobs when given. */
export function refreshTodoLists(
  queryClient: QueryClient,
  { todoGroupId, savedJobs = false }: { todoGroupId?: number | null; savedJobs?: boolean } = {},
) {
  if (savedJobs) void queryClient.invalidateQueries({ queryKey: getGetMyTodoJobsQueryKey() });
  void queryClient.invalidateQueries({ queryKey: getGetMyTodoGroupQueryKey() });
  if (todoGroupId != null) void queryClient.invalidateQueries({ queryKey: getGetMyTodoGroupByIdQueryKey(todoGroupId) });
}

function writeCompleted(queryClient: QueryClient, queryKey: QueryKey, todoId: number, completed: boolean) {
  queryClient.setQueryData<TodoGroupResponse>(queryKey, (old) =>
    old
      ? { ...old, data: { ...old.data, todos: old.data.todos.map((t) => (t.todoId === todoId ? { ...t, completed } : t)) } }
      : old,
  );
}

/** Shows a tick at once in the member's own cached group (the home screen's list). */
export function showOwnTodoCompleted(queryClient: QueryClient, todoId: number, completed: boolean) {
  writeCompleted(queryClient, getGetMyTodoGroupQueryKey(), todoId, completed);
}

/** Shows a tick at once in one cached group by id (나의 할 일's list). */
export function showGroupTodoCompleted(queryClient: QueryClient, todoGroupId: number, todoId: number, completed: boolean) {
  writeCompleted(queryClient, getGetMyTodoGroupByIdQueryKey(todoGroupId), todoId, completed);
}

/** Saving a job: the saved jobs, the own group and the dreamer cards change with it. */
export function useSaveJobAndRefresh() {
  const queryClient = useQueryClient();
  return useSaveJob({
    mutation: {
      onSuccess: () => {
        refreshTodoLists(queryClient, { savedJobs: true });
        void queryClient.invalidateQueries({ queryKey: getGetOtherDreamersQueryKey() });
      },
    },
  });
}

/** Adding a to-do: the own group and the group it was added to. */
export function useCreateTodoAndRefresh() {
  const queryClient = useQueryClient();
  return useCreateTodo({
    mutation: { onSuccess: (_answer, { todoGroupId }) => refreshTodoLists(queryClient, { todoGroupId }) },
  });
}
