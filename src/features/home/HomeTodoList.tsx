import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSetTodoCompleted } from '#generated/api/my-dream/my-dream.ts';
import type { Todo } from '#generated/model/todo.zod.ts';
import { showOwnTodoCompleted } from '../../shared/my-dream/todo-lists.ts';
import { useToast } from '../../shared/ui/toast.tsx';
import { TICK_FAILED, ticked } from './messages.ts';
import { openTodos } from './open-todos.ts';
import './home-todos.css';


/** Up to four unfinished to-dos. A ticked one stays in place (struck through) so it can be unticked. */
export function HomeTodoList({ todos }: { todos: readonly Todo[] }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const setCompleted = useSetTodoCompleted();
  // What the member set during this visit, by to-do id. The checkbox reads it at once: the cache write below reaches
  // the component a task later, and a controlled checkbox that flips back meanwhile is announced with its old state.
  // A to-do set here also keeps its place in the list, so a tick can be undone.
  const [setHere, setSetHere] = useState<ReadonlyMap<number, boolean>>(new Map());
  const shown = openTodos(todos, new Set(setHere.keys()));
  const isCompleted = (todo: Todo) => setHere.get(todo.todoId) ?? todo.completed;

  const mark = (todoId: number, completed: boolean) => {
    setSetHere((prev) => new Map(prev).set(todoId, completed));
    showOwnTodoCompleted(queryClient, todoId, completed);
  };

  const toggle = (todo: Todo, completed: boolean) => {
    mark(todo.todoId, completed);
    setCompleted.mutate(
      { todoId: todo.todoId, data: { completed } },
      {
        onSuccess: () => toast.show(ticked(completed)),
        onError: () => {
          mark(todo.todoId, !completed);
          toast.show(TICK_FAILED, { variant: 'error' });
        },
      },
    );
  };

  if (shown.length === 0) return <p className="home-dream__empty">남은 할 일이 없어요. 새 할 일을 더해 보세요.</p>;

  return (
    <fieldset className="home-todos">
      <legend className="home-todos__legend">남은 할 일</legend>
      <ul className="home-todos__list">
        {shown.map((todo) => (
          <li key={todo.todoId}>
            <label className={isCompleted(todo) ? 'home-todos__item home-todos__item--done' : 'home-todos__item'}>
              <input type="checkbox" checked={isCompleted(todo)} onChange={(e) => toggle(todo, e.target.checked)} />
              <span>{todo.title}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
