import { useState } from 'react';
import { useLocation, useNavigate, useParams, Link } from 'react-router-dom';
import { useGetMyTodo } from '#generated/api/my-dream/my-dream.ts';
import { parseRouteId } from '../../shared/routing/route-id.ts';
import { paths } from '../../shared/routing/paths.ts';
import { AlertDialog } from '../../shared/ui/Dialog.tsx';
import { ErrorState, LoadingState } from '../../shared/ui/StateMessage.tsx';
import { MemoForm } from './MemoForm.tsx';
import { MemoView } from './MemoView.tsx';
import { memoMode, type MemoMode } from './memo-mode.ts';
import { memoLoadFailedMessage } from './todo-detail-error.ts';
import { EMPTY_MEMO, type MemoValues } from './use-memo-form.ts';
import './memo.css';

const MINUTE = 60_000;
const HEADINGS: Record<MemoMode, string> = { add: '할 일 추가', edit: '할 일 수정', view: '메모 보기' };
export const BAD_ADDRESS_MESSAGE = '주소가 올바르지 않아요. 할 일 목록에서 다시 골라 주세요.';

/** /mytodo/add/{todoGroupId}, /mytodo/edit/{todoId}, /mytodo/memo/{todoId}. */
export function TodoMemoPage() {
  const { pathname } = useLocation();
  const mode = memoMode(pathname);
  const params = useParams();
  const navigate = useNavigate();
  const groupId = mode === 'add' ? parseRouteId(params.todoGroupId) : null;
  const todoId = mode === 'add' ? null : parseRouteId(params.todoId);

  const detail = useGetMyTodo(todoId ?? 0, {
    query: { enabled: todoId !== null, staleTime: 5 * MINUTE, refetchOnWindowFocus: false },
  });
  // The form copies the to-do's values once, when it opens. A cached copy older than the cache time is refreshed
  // first, or the page would show (and a save would write back) what was there before; once open, the form stays
  // open through later refreshes (the 공개 switch) and their failures.
  const formKey = `${mode}-${todoId}`;
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const fresh = detail.data !== undefined && !detail.isError && (detail.isFetchedAfterMount || !detail.isStale);
  if (fresh && openedFor !== formKey) setOpenedFor(formKey);
  const todo = fresh || openedFor === formKey ? detail.data?.data : undefined;

  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(paths.myTodoList, { replace: true });
  };

  let body;
  if (mode === 'add') {
    body =
      groupId === null ? (
        <BadAddress />
      ) : (
        <MemoForm key={`add-${groupId}`} mode="add" todoGroupId={groupId} initial={EMPTY_MEMO} />
      );
  } else if (todoId === null) {
    body = <BadAddress />;
  } else if (todo) {
    const saved: MemoValues = {
      title: todo.title,
      isPublic: todo.isPublic,
      memoText: todo.memoText,
      link: todo.link,
      images: todo.images,
    };
    body =
      mode === 'view' ? (
        <MemoView key={formKey} todoId={todoId} memo={saved} />
      ) : (
        <MemoForm key={formKey} mode={mode} todoId={todoId} initial={saved} />
      );
  } else if (detail.isError) {
    const message = memoLoadFailedMessage(detail.error);
    body = (
      <>
        <ErrorState message={message} onRetry={mode === 'edit' ? () => void detail.refetch() : undefined}>
          <Link to={paths.myTodoList} className="button button--secondary">
            할 일 목록으로
          </Link>
        </ErrorState>
        {mode === 'view' && <AlertDialog open message={message} onClose={goBack} />}
      </>
    );
  } else {
    body = <LoadingState label="메모를 불러오는 중이에요..." />;
  }

  return (
    <div className="page memo-page">
      <h1 className="page__title">{HEADINGS[mode]}</h1>
      {body}
    </div>
  );
}

function BadAddress() {
  return (
    <ErrorState message={BAD_ADDRESS_MESSAGE}>
      <Link to={paths.myTodoList} className="button button--secondary">
        할 일 목록으로
      </Link>
    </ErrorState>
  );
}
