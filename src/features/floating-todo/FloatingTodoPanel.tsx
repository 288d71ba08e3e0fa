import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useGetMyTodoGroup, useGetMyTodoJobs } from '#generated/api/my-dream/my-dream.ts';
import { useCreateTodoAndRefresh } from '../../shared/my-dream/todo-lists.ts';
import { paths } from '../../shared/routing/paths.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { AlertDialog } from '../../shared/ui/Dialog.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { canAddTodo } from './add-todo-rules.ts';
import { ADDED, NO_GROUP_ID, addFailedMessage } from './messages.ts';

const TITLE_MAX = 100;

interface FloatingTodoPanelProps {
  id: string;
  onClose: () => void;
}

/** Adds a to-do to one of the member's saved jobs. Focus starts on the heading; Esc closes. */
export function FloatingTodoPanel({ id, onClose }: FloatingTodoPanelProps) {
  const { loggedIn } = useSession();
  const toast = useToast();
  const jobsQuery = useGetMyTodoJobs();
  const ownQuery = useGetMyTodoGroup();
  const createTodo = useCreateTodoAndRefresh();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const [chosenGroupId, setChosenGroupId] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [alert, setAlert] = useState<string | null>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  // the spec treats a failed job list as an empty one
  const jobs = jobsQuery.isError ? [] : (jobsQuery.data?.data ?? []);
  // until the member picks one: the job home and 나의 할 일 show (the member's own group), else the first
  const ownGroupId = ownQuery.data?.data.todoGroupId;
  const shownJob = jobs.find((job) => job.todoGroupId === ownGroupId) ?? jobs[0];
  const todoGroupId = chosenGroupId ?? shownJob?.todoGroupId ?? null;
  const loading = jobsQuery.isPending || ownQuery.isPending;
  const enabled = canAddTodo({ loggedIn, todoGroupId, title, hasGroup: jobs.length > 0 });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (todoGroupId === null) {
      setAlert(NO_GROUP_ID);
      return;
    }
    if (loading || !enabled || createTodo.isPending) return;
    createTodo.mutate(
      { todoGroupId, data: { todoTitle: title.trim() } },
      {
        onSuccess: () => {
          toast.show(ADDED, { variant: 'success' });
          onClose();
        },
        onError: (error) => setAlert(addFailedMessage(error)),
      },
    );
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      className="floating-todo__panel"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && alert === null) {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="floating-todo__head">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="floating-todo__title">
          할 일 추가
        </h2>
        <button type="button" className="floating-todo__close" onClick={onClose} aria-label="할 일 추가 닫기">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {loading ? (
        <p role="status" className="floating-todo__note">
          담은 직업을 불러오는 중...
        </p>
      ) : jobs.length === 0 ? (
        <p className="floating-todo__note">아직 담은 직업이 없어요. 직업을 먼저 담으면 할 일을 추가할 수 있어요.</p>
      ) : null}
      <form className="floating-todo__form" onSubmit={onSubmit} noValidate>
        <label className="floating-todo__field">
          <span>직업</span>
          <select
            value={todoGroupId ?? ''}
            onChange={(e) => setChosenGroupId(e.target.value ? Number(e.target.value) : null)}
            disabled={loading || jobs.length === 0}
          >
            {jobs.length === 0 && <option value="">담은 직업 없음</option>}
            {jobs.map((job) => (
              <option key={job.todoGroupId} value={job.todoGroupId}>
                {job.jobName}
              </option>
            ))}
          </select>
        </label>
        <label className="floating-todo__field">
          <span>할 일</span>
          <input
            type="text"
            value={title}
            maxLength={TITLE_MAX}
            placeholder="예: 자격증 시험 일정 알아보기"
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <button type="submit" className="button" disabled={loading || !enabled || createTodo.isPending}>
          {createTodo.isPending ? '추가하는 중...' : '추가하기'}
        </button>
      </form>
      <Link to={paths.myTodo} className="floating-todo__link" onClick={onClose}>
        나의 할 일로 가기
      </Link>
      <AlertDialog open={alert !== null} message={alert ?? ''} onClose={() => setAlert(null)} />
    </div>
  );
}
