import './todo-state.css';

/**
 * Someone else's to-do state as words ('✓ 완료' / '진행 중'), not a box that looks like a checkbox the reader could
 * tick. Screen readers hear "완료: <title>" with the title that follows.
 */
export function TodoState({ completed }: { completed: boolean }) {
  return (
    <span className={completed ? 'todo-state todo-state--done' : 'todo-state'}>
      {completed && <span aria-hidden="true">✓ </span>}
      {completed ? '완료' : '진행 중'}
      <span className="visually-hidden">: </span>
    </span>
  );
}
