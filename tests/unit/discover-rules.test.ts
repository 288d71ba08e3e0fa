import { describe, expect, it } from 'vitest';
import { isMemoRefusal, memoErrorMessage } from '../../src/features/dreamers/messages.ts';
import { canAddTodo } from '../../src/features/floating-todo/add-todo-rules.ts';
import { HOME_TODO_LIMIT, openTodos } from '../../src/features/home/open-todos.ts';
import { jobSearchLink } from '../../src/features/home/LatestRecruitSection.tsx';
import { chooseFilter, readJobFoundQuery, writeJobFoundQuery } from '../../src/features/jobs/filters.ts';
import { formatSalary, levelWord } from '../../src/features/jobs/levels.ts';
import { NO_REASON_TEXT, reasonList } from '../../src/features/recommend/reasons.ts';
import { saveFailureMessage } from '../../src/features/recommend/use-save-job.ts';
import { dreamDays } from '../../src/shared/format/dream-days.ts';
import { ApiError } from '../../src/shared/http/api-error.ts';
import { parseRouteId } from '../../src/shared/routing/route-id.ts';

describe('recommendation reasons', () => {
  it('labels personality, condition and strong in that order', () => {
    expect(reasonList({ strong: '돌봄 경험을 살릴 수 있어요.', personality: '돕는 일에서 보람을 느껴요.', condition: '오전 근무와 맞아요.' })).toEqual([
      { kind: 'personality', label: '성향', text: '돕는 일에서 보람을 느껴요.' },
      { kind: 'condition', label: '근무 조건', text: '오전 근무와 맞아요.' },
      { kind: 'strong', label: '강점', text: '돌봄 경험을 살릴 수 있어요.' },
    ]);
  });

  it('keeps only the reasons that are present and not blank', () => {
    expect(reasonList({ condition: '탄력 근무가 가능한 일이에요.' }).map((r) => r.label)).toEqual(['근무 조건']);
    expect(reasonList({ personality: '   ', strong: '' })).toEqual([]);
    expect(reasonList({})).toEqual([]);
    expect(reasonList(undefined)).toEqual([]);
    expect(NO_REASON_TEXT).toMatch(/골라 드린 직업/);
  });
});

describe('save-job failure toast', () => {
  it('shows the server’s message when the server sent one', () => {
    expect(saveFailureMessage(new ApiError(409, 'JOB_ALREADY_SAVED', '이미 담은 직업입니다.'))).toBe('이미 담은 직업입니다.');
  });
  it('falls back to the spec’s text when there was no server message', () => {
    expect(saveFailureMessage(ApiError.client('NETWORK_ERROR'))).toBe('직업 담기에 실패했습니다. 다시 시도해주세요.');
    expect(saveFailureMessage(new ApiError(500, 'INTERNAL_ERROR', ''))).toBe('직업 담기에 실패했습니다. 다시 시도해주세요.');
    expect(saveFailureMessage(new Error('x'))).toBe('직업 담기에 실패했습니다. 다시 시도해주세요.');
  });
});

describe('job encyclopedia filters and pages in the address', () => {
  it('reads the shown 1-based page as the 0-based page the list call takes, ignoring nonsense', () => {
    expect(readJobFoundQuery(new URLSearchParams('page=3')).page).toBe(2);
    expect(readJobFoundQuery(new URLSearchParams('page=0')).page).toBe(0);
    expect(readJobFoundQuery(new URLSearchParams('page=abc')).page).toBe(0);
    expect(readJobFoundQuery(new URLSearchParams('')).page).toBe(0);
  });

  it('keeps only the contract’s filter values', () => {
    const query = readJobFoundQuery(new URLSearchParams('require=필요함&workTime=아무때나&physical=낮은 활동량'));
    expect(query.filters).toEqual({ require: '필요함', physical: '낮은 활동량' });
  });

  it('choosing a value sets it and starts at the first page; choosing it again clears it', () => {
    const start = { page: 4, filters: {} };
    const chosen = chooseFilter(start, 'workTime', '주말 근무');
    expect(chosen).toEqual({ page: 0, filters: { workTime: '주말 근무' } });
    expect(chooseFilter({ ...chosen, page: 2 }, 'workTime', '주말 근무')).toEqual({ page: 0, filters: {} });
    expect(chooseFilter(chosen, 'workTime', '평일 오전').filters).toEqual({ workTime: '평일 오전' });
    expect(chooseFilter(chosen, 'require', '불필요함').filters).toEqual({ workTime: '주말 근무', require: '불필요함' });
  });

  it('writes the first page without a page number and later pages 1-based', () => {
    expect(writeJobFoundQuery({ page: 0, filters: { physical: '중간 활동량' } }).toString()).toBe(
      new URLSearchParams({ physical: '중간 활동량' }).toString(),
    );
    expect(writeJobFoundQuery({ page: 1, filters: {} }).get('page')).toBe('2');
  });
});

describe('job detail wording', () => {
  it('says the 1-5 levels in words', () => {
    expect([1, 2, 3, 4, 5].map(levelWord)).toEqual(['매우 낮음', '낮음', '보통', '높음', '매우 높음']);
  });
  it('shows large pay in 만 원 and hourly pay in full, with its type', () => {
    expect(formatSalary(2_350_000, '월급')).toBe('월급 약 235만 원');
    expect(formatSalary(32_000_000, '연봉')).toBe('연봉 약 3,200만 원');
    expect(formatSalary(12_000, '시급')).toBe('시급 12,000원');
  });
});

describe('home', () => {
  const todos = [
    { todoId: 1, completed: true },
    { todoId: 2, completed: false },
    { todoId: 3, completed: false },
    { todoId: 4, completed: true },
    { todoId: 5, completed: false },
    { todoId: 6, completed: false },
    { todoId: 7, completed: false },
  ];

  it('shows up to four unfinished to-dos, in order', () => {
    expect(HOME_TODO_LIMIT).toBe(4);
    expect(openTodos(todos, new Set()).map((t) => t.todoId)).toEqual([2, 3, 5, 6]);
  });

  it('keeps a to-do ticked during this visit in its place', () => {
    const afterTick = todos.map((t) => (t.todoId === 3 ? { ...t, completed: true } : t));
    expect(openTodos(afterTick, new Set([3])).map((t) => t.todoId)).toEqual([2, 3, 5, 6]);
  });

  it('links the latest recruitment to the search with the member’s region chosen', () => {
    expect(jobSearchLink('서울특별시 종로구')).toBe('/jobsearch?location=%EC%84%9C%EC%9A%B8%ED%8A%B9%EB%B3%84%EC%8B%9C%20%EC%A2%85%EB%A1%9C%EA%B5%AC');
    expect(jobSearchLink('')).toBe('/jobsearch');
    expect(jobSearchLink('서울특별시 종로구', '요양보호사')).toBe(
      `/jobsearch?location=${encodeURIComponent('서울특별시 종로구')}&job=${encodeURIComponent('요양보호사')}`,
    );
    expect(jobSearchLink('', '일반 미용사')).toBe(`/jobsearch?job=${encodeURIComponent('일반 미용사')}`);
  });

  it('counts dreaming days from 1 on the day the job was saved', () => {
    expect(dreamDays(0)).toBe('1일째');
    expect(dreamDays(23)).toBe('24일째');
  });
});

describe('floating add-to-do button rules (spec sections 4-5)', () => {
  const ok = { loggedIn: true, todoGroupId: 12, title: '교육원 알아보기', hasGroup: true };
  it('is enabled only when logged in, with a group chosen, non-blank text and a to-do group', () => {
    expect(canAddTodo(ok)).toBe(true);
    expect(canAddTodo({ ...ok, loggedIn: false })).toBe(false);
    expect(canAddTodo({ ...ok, todoGroupId: null })).toBe(false);
    expect(canAddTodo({ ...ok, title: '   ' })).toBe(false);
    expect(canAddTodo({ ...ok, hasGroup: false })).toBe(false);
  });
});

describe('dreamer memo errors (spec section 8)', () => {
  it('maps each failure to the spec’s message', () => {
    expect(memoErrorMessage(new ApiError(400, 'TODO_MEMO_NOT_PUBLIC', 'x'))).toBe('공개되지 않은 투두 메모입니다.');
    expect(memoErrorMessage(new ApiError(404, 'TODO_NOT_FOUND', 'x'))).toBe('투두 데이터를 찾을 수 없습니다.');
    expect(memoErrorMessage(ApiError.client('RESPONSE_SHAPE_MISMATCH', 200))).toBe('서버 응답 데이터 형식이 올바르지 않습니다.');
    expect(memoErrorMessage(ApiError.client('NETWORK_ERROR'))).toBe('투두 상세 정보를 불러오는 중 네트워크 오류가 발생했습니다.');
    expect(memoErrorMessage(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe('투두 상세 정보를 불러오는 중 네트워크 오류가 발생했습니다.');
    expect(memoErrorMessage(new TypeError('x'))).toBe('투두 상세 정보를 불러오는 중 알 수 없는 오류가 발생했습니다.');
  });
  it('treats not-public and not-found as refusals, other failures as worth retrying', () => {
    expect(isMemoRefusal(new ApiError(400, 'TODO_MEMO_NOT_PUBLIC', 'x'))).toBe(true);
    expect(isMemoRefusal(new ApiError(404, 'TODO_NOT_FOUND', 'x'))).toBe(true);
    expect(isMemoRefusal(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe(false);
  });
});

describe('route ids', () => {
  it('accepts positive whole numbers written in digits only', () => {
    expect(parseRouteId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '12abc', ' 12', '1e3']) expect(parseRouteId(bad), String(bad)).toBeNull();
  });
});
