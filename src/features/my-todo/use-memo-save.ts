import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetMyTodoQueryKey, useSetTodoPublic, useUpdateTodo } from '#generated/api/my-dream/my-dream.ts';
import { errorMessage } from '../../shared/http/api-error.ts';
import { listFieldsOf, patchCachedTodo, refreshTodoLists, useCreateTodoAndRefresh } from '../../shared/my-dream/todo-lists.ts';
import { useToast } from '../../shared/ui/toast.tsx';
import { SAVE_FAILED_MESSAGES, SAVED_MESSAGES } from './memo-mode.ts';
import type { MemoDraft } from './use-memo-form.ts';

export const PUBLIC_FAILED_MESSAGE = '공개 설정을 바꾸지 못했어요. 다시 시도해주세요.';

export type MemoTarget = { mode: 'add'; todoGroupId: number } | { mode: 'edit'; todoId: number };
type Outcome = { saved: boolean; message: string };

/** An edited to-do's save: every cached list shows the new fields, and the view and next edit start from the answer. */
function useUpdateTodoAndCache() {
  const queryClient = useQueryClient();
  return useUpdateTodo({
    mutation: {
      onSuccess: (response, { todoId }) => {
        patchCachedTodo(queryClient, todoId, listFieldsOf(response.data));
        // the form keeps its own copy of the values, it is not refilled when the cache changes
        queryClient.setQueryData(getGetMyTodoQueryKey(todoId), response);
        refreshTodoLists(queryClient);
      },
    },
  });
}

function useSetTodoPublicAndCache() {
  const queryClient = useQueryClient();
  return useSetTodoPublic({
    mutation: {
      onSuccess: (response, { todoId }) => {
        patchCachedTodo(queryClient, todoId, { isPublic: response.data.isPublic });
        void queryClient.invalidateQueries({ queryKey: getGetMyTodoQueryKey(todoId) });
      },
    },
  });
}

/** Saving the memo form (add or edit) and, on edit, its 공개 switch; the outcome is the alert the form shows. */
export function useMemoSave(target: MemoTarget) {
  const toast = useToast();
  const create = useCreateTodoAndRefresh();
  const update = useUpdateTodoAndCache();
  const setPublic = useSetTodoPublicAndCache();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const saving = create.isPending || update.isPending;

  const save = (draft: MemoDraft, onSaved: (draft: MemoDraft) => void) => {
    const { todoTitle, isPublic, memoText, link, staged, toDelete } = draft;
    const callbacks = {
      onSuccess: () => {
        onSaved(draft);
        setOutcome({ saved: true, message: SAVED_MESSAGES[target.mode] });
      },
      onError: (error: unknown) =>
        setOutcome({ saved: false, message: `${SAVE_FAILED_MESSAGES[target.mode]}\n${errorMessage(error)}` }),
    };
    if (target.mode === 'add') {
      const data = {
        todoTitle,
        isPublic,
        ...(memoText ? { memoText } : {}),
        ...(link ? { link } : {}),
        ...(staged.length ? { images: [...staged] } : {}),
      };
      create.mutate({ todoGroupId: target.todoGroupId, data }, callbacks);
    } else {
      const data = {
        todoTitle,
        isPublic,
        memoText,
        link,
        ...(staged.length ? { newImages: [...staged] } : {}),
        ...(toDelete.size ? { deleteImages: [...toDelete] } : {}),
      };
      update.mutate({ todoId: target.todoId, data }, callbacks);
    }
  };

  /** Edit mode only: the to-do's visibility is set at once, not with the save button. */
  const changePublic = (next: boolean, undo: () => void) => {
    if (target.mode !== 'edit') return;
    setPublic.mutate(
      { todoId: target.todoId, data: { isPublic: next } },
      {
        onError: () => {
          undo();
          toast.show(PUBLIC_FAILED_MESSAGE, { variant: 'error' });
        },
      },
    );
  };

  return { saving, publicBusy: setPublic.isPending, save, changePublic, outcome, clearOutcome: () => setOutcome(null) };
}
