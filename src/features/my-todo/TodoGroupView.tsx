import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useGetMyTodoGroupById } from '#generated/api/my-dream/my-dream.ts';
import { errorMessage } from '../../shared/http/api-error.ts';
import { paths } from '../../shared/routing/paths.ts';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/StateMessage.tsx';
import { visibleTodos } from './deferred-deletion.ts';
import { todoCheckboxId, TodoItem } from './TodoItem.tsx';
import { useCompletionSync } from './use-completion-sync.ts';
import { useTodoDeletion } from './use-todo-deletion.ts';
import { formatCount } from '../../shared/format/count.ts';

export const NO_TODOS_MESSAGE = '아직 추가된 할 일이 없어요';

const focusById = (id: string) => document.getElementById(id)?.focus();

/** One chosen job's checklist: tick, open the memo, edit, delete with undo, add. */
export function TodoGroupView({ todoGroupId }: { todoGroupId: number }) {
  const group = useGetMyTodoGroupById(todoGroupId);
  const tick = useCompletionSync(todoGroupId);
  const { hidden, remove, restored, clearRestored } = useTodoDeletion(todoGroupId);
  const todos = visibleTodos(group.data?.data.todos ?? [], hidden);

  useEffect(() => {
    if (restored === null) return;
    focusById(todoCheckboxId(restored));
    clearRestored();
  }, [restored, clearRestored]);

  const deleteAt = (index: number) => {
    const todo = todos[index];
    if (!todo) return;
    // the pressed button disappears: focus goes to the next item, or the previous, or 추가하기
    const neighbour = todos[index + 1] ?? todos[index - 1];
    remove(todo.todoId);
    requestAnimationFrame(() => focusById(neighbour ? todoCheckboxId(neighbour.todoId) : 'todo-add-link'));
  };

  return (
    <section className="todo-group" aria-labelledby="todo-list-title" aria-busy={group.isFetching || undefined}>
      <div className="todo-group__head">
        <h2 id="todo-list-title" className="todo-group__title">
          할 일 목록
        </h2>
        {group.data && (
          <p className="todo-group__views">
            조회수 <strong>{formatCount(group.data.data.totalView ?? 0)}</strong>
          </p>
        )}
      </div>
      {group.isPending ? (
        <LoadingState label="할 일을 불러오는 중이에요..." />
      ) : group.isError ? (
        <ErrorState message={`할 일을 불러오지 못했어요. ${errorMessage(group.error)}`} onRetry={() => void group.refetch()} />
      ) : todos.length === 0 ? (
        <EmptyState message={NO_TODOS_MESSAGE} />
      ) : (
        <ul className="todo-list">
          {todos.map((todo, index) => (
            <TodoItem
              key={todo.todoId}
              todo={todo}
              onTick={(completed) => tick(todo.todoId, completed)}
              onDelete={() => deleteAt(index)}
            />
          ))}
        </ul>
      )}
      {/* under the list once it is there: shown earlier, the list's arrival would push it down (layout shift) */}
      {!group.isPending && (
        <div className="todo-group__foot">
          <Link id="todo-add-link" to={paths.myTodoAdd(todoGroupId)} className="button">
            <span aria-hidden="true">+</span> 추가하기
          </Link>
        </div>
      )}
    </section>
  );
}
