import { Link } from 'react-router-dom';
import type { Todo } from '#generated/model/todo.zod.ts';
import { paths } from '../../shared/routing/paths.ts';

interface TodoItemProps {
  todo: Todo;
  onTick: (completed: boolean) => void;
  onDelete: () => void;
}

export function todoCheckboxId(todoId: number) {
  return `todo-check-${todoId}`;
}

export function TodoItem({ todo, onTick, onDelete }: TodoItemProps) {
  const checkboxId = todoCheckboxId(todo.todoId);
  return (
    <li className={`todo-item ${todo.completed ? 'todo-item--done' : ''}`}>
      <input
        id={checkboxId}
        type="checkbox"
        className="todo-item__check"
        checked={todo.completed}
        onChange={(e) => onTick(e.target.checked)}
      />
      <label htmlFor={checkboxId} className="todo-item__title">
        {todo.title}
      </label>
      <span className={`todo-item__badge ${todo.isPublic ? 'todo-item__badge--public' : ''}`}>
        {todo.isPublic ? '공개' : '비공개'}
      </span>
      <div className="todo-item__actions">
        {todo.isMemoExist && (
          <Link to={paths.myTodoMemo(todo.todoId)} className="todo-item__action" aria-label={`${todo.title} 메모 보기`}>
            메모
          </Link>
        )}
        <Link to={paths.myTodoEdit(todo.todoId)} className="todo-item__action" aria-label={`${todo.title} 수정`}>
          수정
        </Link>
        <button
          type="button"
          className="todo-item__action todo-item__action--danger"
          aria-label={`${todo.title} 삭제`}
          onClick={onDelete}
        >
          삭제
        </button>
      </div>
    </li>
  );
}
