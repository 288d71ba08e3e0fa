import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSetTodoCompleted } from '#generated/api/my-dream/my-dream.ts';
import { refreshTodoLists, showGroupTodoCompleted } from '../../shared/my-dream/todo-lists.ts';
import { useToast } from '../../shared/ui/toast.tsx';

export const COMPLETE_FAILED_MESSAGE = '할 일 상태를 바꾸지 못했어요. 다시 시도해주세요.';

/**
 * Ticking shows at once; one completion update goes to the server for each item whose state changed. Quick
 * re-ticks of one item are sent in order (the next only after the previous answered), so the server ends with the
 * state on screen.
 */
export function useCompletionSync(todoGroupId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { mutateAsync } = useSetTodoCompleted();
  const wanted = useRef(new Map<number, boolean>());
  const inFlight = useRef(new Set<number>());

  const show = (todoId: number, completed: boolean) => showGroupTodoCompleted(queryClient, todoGroupId, todoId, completed);

  const send = (todoId: number) => {
    const completed = wanted.current.get(todoId);
    if (completed === undefined) return;
    inFlight.current.add(todoId);
    mutateAsync({ todoId, data: { completed } })
      .then(() => {
        inFlight.current.delete(todoId);
        if (wanted.current.get(todoId) !== completed) send(todoId);
        else {
          wanted.current.delete(todoId);
          refreshTodoLists(queryClient);
        }
      })
      .catch(() => {
        inFlight.current.delete(todoId);
        wanted.current.delete(todoId);
        show(todoId, !completed);
        toast.show(COMPLETE_FAILED_MESSAGE, { variant: 'error' });
      });
  };

  return (todoId: number, completed: boolean) => {
    show(todoId, completed);
    wanted.current.set(todoId, completed);
    if (!inFlight.current.has(todoId)) send(todoId);
  };
}
