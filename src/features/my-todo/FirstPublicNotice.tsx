import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useGetMemberInfo } from '#generated/api/member/member.ts';
import { getGetMyTodoGroupByIdQueryOptions, useGetMyTodoGroupById, useGetMyTodoJobs } from '#generated/api/my-dream/my-dream.ts';
import type { TodoGroup } from '#generated/model/todoGroup.zod.ts';
import { dreamDays } from '../../shared/format/dream-days.ts';
import { cachedTodoGroups } from '../../shared/my-dream/todo-lists.ts';
import type { MemoTarget } from './use-memo-save.ts';

export const FIRST_PUBLIC_TITLES = {
  add: '저장하면 다른 사람에게 이렇게 보여요',
  edit: '이제 다른 사람에게 이렇게 보여요',
} as const;

export interface FirstPublicFacts {
  nickname: string;
  regionName: string | null;
  daysAgo: number;
  jobName: string | null;
  title: string;
}

/**
 * A group is shown to others only once it holds a public to-do (the server's rule). Making this to-do public is the
 * first time when no other to-do of the group is public.
 */
export function isFirstPublic(todos: readonly { todoId: number; isPublic: boolean }[], todoId: number | null): boolean {
  return !todos.some((todo) => todo.isPublic && todo.todoId !== todoId);
}

/** What others will see once the member's first to-do of a job is public: said plainly, before or as it happens. */
export function FirstPublicNotice({ mode, facts }: { mode: 'add' | 'edit'; facts: FirstPublicFacts }) {
  return (
    <section className="first-public" role="status" aria-labelledby="first-public-title">
      <h2 id="first-public-title" className="first-public__title">
        {FIRST_PUBLIC_TITLES[mode]}
      </h2>
      <p className="first-public__lead">
        처음 공개하는 할 일이에요. 공개하면 회원이 아닌 사람도 &lsquo;다른 드리머&rsquo; 목록과 직업 정보 화면에서 아래 내용을 볼 수 있어요.
      </p>
      <dl className="first-public__facts">
        <div>
          <dt>닉네임</dt>
          <dd>{facts.nickname}</dd>
        </div>
        <div>
          <dt>사는 곳</dt>
          <dd>{facts.regionName ?? '보이지 않아요 (등록한 지역 없음)'}</dd>
        </div>
        {facts.jobName && (
          <div>
            <dt>준비하는 직업</dt>
            <dd>{facts.jobName}</dd>
          </div>
        )}
        <div>
          <dt>꿈꾼 지</dt>
          <dd>{dreamDays(facts.daysAgo)}</dd>
        </div>
        <div>
          <dt>공개한 할 일</dt>
          <dd>{facts.title || '(제목을 입력해 주세요)'}</dd>
        </div>
      </dl>
      <p className="first-public__lead">비공개 할 일은 보이지 않아요. 공개를 다시 끄면 이 할 일도, 내 이름도 다른 사람에게 보이지 않아요.</p>
    </section>
  );
}

/** The cached group (the member's own lists) that holds this to-do, if one does. */
function cachedGroupOf(queryClient: ReturnType<typeof useQueryClient>, todoId: number): number | null {
  const group = cachedTodoGroups(queryClient).find((g) => g.todoGroupId && g.todos.some((todo) => todo.todoId === todoId));
  return group?.todoGroupId ?? null;
}

/**
 * The facts for the first-public notice while the 공개 switch is on for a to-do that was private, or null when the
 * notice does not apply (the to-do was public already, another to-do of the job is public, or it is still loading).
 */
export function useFirstPublicFacts(target: MemoTarget, { isPublic, wasPublic, title }: { isPublic: boolean; wasPublic: boolean; title: string }) {
  const queryClient = useQueryClient();
  const wanted = isPublic && !wasPublic;
  const todoId = target.mode === 'edit' ? target.todoId : null;
  const cached = todoId === null ? null : cachedGroupOf(queryClient, todoId);
  // opened by its address: look through the member's jobs for the one that holds the to-do
  const searching = wanted && target.mode === 'edit' && cached === null;
  const jobs = useGetMyTodoJobs({ query: { enabled: searching } });
  const found = useQueries({
    queries: (searching ? (jobs.data?.data ?? []) : []).map((job) => getGetMyTodoGroupByIdQueryOptions(job.todoGroupId)),
  });
  const groupId =
    target.mode === 'add'
      ? target.todoGroupId
      : (cached ?? found.map((answer) => answer.data?.data).find((group) => group?.todos.some((todo) => todo.todoId === todoId))?.todoGroupId ?? null);
  const group = useGetMyTodoGroupById(groupId ?? 0, { query: { enabled: wanted && groupId !== null } });
  const member = useGetMemberInfo({ query: { enabled: wanted } });
  const data: TodoGroup | undefined = group.data?.data;
  if (!wanted || !data || !member.data || data.daysAgo == null || !isFirstPublic(data.todos, todoId)) return null;
  return {
    nickname: member.data.data.nickname,
    regionName: member.data.data.regionName,
    daysAgo: data.daysAgo,
    jobName: data.jobName,
    title: title.trim(),
  } satisfies FirstPublicFacts;
}
