import { Link, useParams } from 'react-router-dom';
import { useGetDreamerTodoGroup } from '#generated/api/dreamer/dreamer.ts';
import type { TodoGroup } from '#generated/model/todoGroup.zod.ts';
import { dreamDays } from '../../shared/format/dream-days.ts';
import { isApiError } from '../../shared/http/api-error.ts';
import { paths } from '../../shared/routing/paths.ts';
import { parseRouteId } from '../../shared/routing/route-id.ts';
import defaultProfile from '../../shared/ui/default-profile.svg';
import { NO_PUBLIC_TODOS } from '../../shared/ui/DreamerCard.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/StateMessage.tsx';
import { TodoState } from '../../shared/ui/TodoState.tsx';
import { DreamerPage, TitledState } from './TitledState.tsx';
import { LOAD_ERROR, NO_DATA } from './messages.ts';
import './dreamers.css';
import { formatCount } from '../../shared/format/count.ts';

/** /otherslist/{todoGroupId}: another member's to-do list, read-only (no add, edit or delete). */
export function DreamerListPage() {
  const todoGroupId = parseRouteId(useParams().todoGroupId);
  return (
    <DreamerPage className="dreamer-list" titleId="dreamer-list-title" title="다른 회원의 할 일" id={todoGroupId} missing={NO_DATA}>
      {(id) => <DreamerList todoGroupId={id} />}
    </DreamerPage>
  );
}

function DreamerList({ todoGroupId }: { todoGroupId: number }) {
  const group = useGetDreamerTodoGroup(todoGroupId, { query: { refetchOnWindowFocus: false } });

  if (group.isPending || group.isError || group.data.data.todoGroupId == null) {
    return (
      <TitledState id="dreamer-list-title" title="다른 회원의 할 일">
        {group.isPending ? (
          <LoadingState />
        ) : group.isError && !(isApiError(group.error) && group.error.code === 'NOT_FOUND') ? (
          <ErrorState message={LOAD_ERROR} onRetry={() => void group.refetch()} />
        ) : (
          <EmptyState message={NO_DATA} />
        )}
      </TitledState>
    );
  }
  return <DreamerTodos group={group.data.data} />;
}

function DreamerTodos({ group }: { group: TodoGroup }) {
  return (
    <>
      <header className="dreamer-profile">
        <img
          className="dreamer-profile__image"
          src={group.profileImage ?? defaultProfile}
          alt={`${group.memberNickname ?? '회원'}님의 프로필 사진`}
          width={96}
          height={96}
        />
        <div>
          <h1 id="dreamer-list-title" className="page__title dreamer-profile__name">
            {group.memberNickname ?? '회원'}님
          </h1>
          <p className="dreamer-profile__facts">
            {group.jobName && <span className="dreamer-profile__job">{group.jobName}</span>}
            {group.daysAgo != null && <span>꿈꾼 지 {dreamDays(group.daysAgo)}</span>}
            {group.totalView != null && <span>조회수 {formatCount(group.totalView)}</span>}
          </p>
        </div>
      </header>
      <section className="dreamer-todos" aria-labelledby="dreamer-todos-title">
        <h2 id="dreamer-todos-title" className="dreamer-todos__title">
          할 일 목록
        </h2>
        {group.todos.length === 0 ? (
          <EmptyState message={NO_PUBLIC_TODOS} />
        ) : (
          <ul className="dreamer-todos__list">
            {group.todos.map((todo) => (
              <li key={todo.todoId} className={todo.completed ? 'dreamer-todo dreamer-todo--done' : 'dreamer-todo'}>
                <TodoState completed={todo.completed} />
                <span className="dreamer-todo__title">
                  {todo.title}
                </span>
                {todo.isMemoExist && todo.isPublic && (
                  <Link to={paths.otherTodoMemo(todo.todoId)} className="button button--secondary dreamer-todo__memo">
                    <span className="visually-hidden">{todo.title} </span>메모
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
