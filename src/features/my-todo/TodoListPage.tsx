import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  getGetMyTodoGroupQueryOptions,
  getGetMyTodoJobsQueryOptions,
  useGetMyTodoGroup,
  useGetMyTodoJobs,
} from '#generated/api/my-dream/my-dream.ts';
import { errorMessage } from '../../shared/http/api-error.ts';
import { refreshTodoLists } from '../../shared/my-dream/todo-lists.ts';
import { paths } from '../../shared/routing/paths.ts';
import { startQuery, type ScreenLoader } from '../../shared/routing/screen-loader.ts';
import { getAccessToken } from '../../shared/session/session.ts';
import { Select } from '../../shared/ui/Select.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/StateMessage.tsx';
import { defaultTodoGroupId, jobOptions } from './todo-groups.ts';
import { ShareButton } from './ShareDialog.tsx';
import { ShareLinks } from './ShareLinks.tsx';
import { TodoGroupView } from './TodoGroupView.tsx';
import './todo-list.css';

export const NO_JOBS_MESSAGE = '아직 담은 직업 정보가 없어요!';

// the loader's answers are fresh long enough for the screen to take them instead of asking again on mounting (the
// lists' changes invalidate them explicitly: todo-lists.ts)
const HANDOVER = { staleTime: 10_000 };
const JOBS_QUERY = { ...HANDOVER, retry: 1 };

/** The member's two lists, asked for as the route is matched; a visitor is sent home (RequireLogin) and asks nothing. */
export const loader: ScreenLoader = (queryClient) => {
  if (!getAccessToken()) return;
  void startQuery(queryClient, getGetMyTodoJobsQueryOptions({ query: JOBS_QUERY }));
  void startQuery(queryClient, getGetMyTodoGroupQueryOptions({ query: HANDOVER }));
};

export function TodoListPage() {
  const queryClient = useQueryClient();
  const jobsQuery = useGetMyTodoJobs({ query: JOBS_QUERY });
  const ownQuery = useGetMyTodoGroup({ query: HANDOVER });
  const [chosen, setChosen] = useState<number | null>(null);
  const refreshing = useIsFetching() > 0;

  // spec: a failed job list counts as an empty list
  const jobs = jobsQuery.data?.data ?? [];
  const own = ownQuery.data?.data;
  const options = jobOptions(own, jobs);
  const selected = chosen ?? defaultTodoGroupId(own, jobs);
  const selectedJob = options.find((o) => o.value === selected)?.label;

  const refresh = () => refreshTodoLists(queryClient, { savedJobs: true, todoGroupId: selected });

  const pending = jobsQuery.isPending || ownQuery.isPending;
  let body;
  if (pending) body = <LoadingState label="할 일 목록을 불러오는 중이에요..." />;
  else if (selected === null && ownQuery.isError)
    body = (
      <ErrorState message={`할 일 목록을 불러오지 못했어요. ${errorMessage(ownQuery.error)}`} onRetry={refresh} />
    );
  else if (selected === null)
    body = (
      <EmptyState message={NO_JOBS_MESSAGE}>
        <Link to={paths.jobSearch} className="button">
          채용 정보 보러 가기
        </Link>
      </EmptyState>
    );
  else body = <TodoGroupView key={selected} todoGroupId={selected} />;

  return (
    <div className="page todo-page">
      <h1 className="page__title">나의 할 일</h1>
      {/* with the list, not before it: appearing above the loading message would push it down (layout shift) */}
      {selected !== null && !pending && (
        <div className="todo-page__toolbar">
          <Select label="직업 선택" value={selected} options={options} onChange={setChosen} />
          <button type="button" className="button button--secondary" onClick={refresh} aria-busy={refreshing || undefined}>
            <span aria-hidden="true">↻</span> 새로고침
          </button>
          {selectedJob && <ShareButton todoGroupId={selected} jobName={selectedJob} />}
        </div>
      )}
      {body}
      {selected !== null && !pending && <ShareLinks />}
    </div>
  );
}
