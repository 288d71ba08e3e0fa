// Who refreshes the member's saved jobs and to-do lists: the my-dream mutations several features use (saving a
// job, adding a to-do) own their cache updates here, so no screen names a query key to invalidate.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getGetOtherDreamersQueryKey } from '#generated/api/dreamer/dreamer.ts';
import {
  getGetMyTodoGroupByIdQueryKey,
  getGetMyTodoGroupQueryKey,
  getGetMyTodoJobsQueryKey,
  useCreateTodo,
  useSaveJob,
} from '#generated/api/my-dream/my-dream.ts';
import type { TodoGroupResponse } from '#generated/model/todoGroupResponse.zod.ts';

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
