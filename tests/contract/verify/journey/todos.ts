// Journey, part 3: saving a job and the member's own to-dos (memo, link, images), and another member's view of them.
import { MISSING_ID, data, form, hugePng, png, textAsPng } from './kit.ts';
import type { Journey } from './kit.ts';
import type { Accounts } from './accounts.ts';
import type { Catalogue } from './catalogue.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are validated against the contract, then read loosely */

/** What this part hands on to the later ones. */
export type Todos = Awaited<ReturnType<typeof todos>>;

export async function todos(journey: Journey & Accounts & Catalogue) {
  const { v, expectTrue, tokenA, tokenB, jobId } = journey;
  // ── saving a job, own to-dos ──
  const savedA = data(await v.call('saveJob', { params: { jobId }, token: tokenA, expect: 200 }));
  const groupA: number = savedA?.todoGroupId ?? 1;
  await v.call('saveJob', { params: { jobId }, token: tokenA, expect: 409, code: 'JOB_ALREADY_SAVED' });
  await v.call('saveJob', { params: { jobId: MISSING_ID }, token: tokenA, expect: 404, code: 'NOT_FOUND' });
  await v.call('saveJob', { params: { jobId: 0 }, token: tokenA, expect: 400, code: 'VALIDATION_FAILED' });
  const groupB: number = data(await v.call('saveJob', { params: { jobId }, token: tokenB, expect: 200 }))?.todoGroupId ?? 2;
  const myJobs = data(await v.call('getMyTodoJobs', { token: tokenA, expect: 200 }));
  expectTrue(myJobs?.some((j: any) => j.todoGroupId === groupA), 'the saved job is in my jobs');
  const mainGroup = data(await v.call('getMyTodoGroup', { token: tokenA, expect: 200 }));
  expectTrue(mainGroup?.todoGroupId === groupA && mainGroup?.todos?.length > 0, 'a saved job starts with starter to-dos');
  await v.call('getMyTodoGroupById', { params: { todoGroupId: groupA }, token: tokenA, expect: 200 });
  await v.call('getMyTodoGroupById', { params: { todoGroupId: groupB }, token: tokenA, expect: 403, code: 'FORBIDDEN' });
  await v.call('getMyTodoGroupById', { params: { todoGroupId: MISSING_ID }, token: tokenA, expect: 404, code: 'NOT_FOUND' });
  await v.call('getMyTodoGroupById', { params: { todoGroupId: 0 }, token: tokenA, expect: 400, code: 'VALIDATION_FAILED' });

  const todo = data(
    await v.call('createTodo', {
      params: { todoGroupId: groupA },
      token: tokenA,
      form: form({
        todoTitle: '요양보호사 교육원 세 곳 상담 받기',
        isPublic: 'true',
        memoText: '집에서 가까운 교육원부터 전화해 보기',
        link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        images: [png('a.png'), png('b.png')],
      }),
      expect: 200,
    }),
  );
  const todoId: number = todo?.todoId ?? 1;
  const privateTodoId: number =
    data(
      await v.call('createTodo', {
        params: { todoGroupId: groupA },
        token: tokenA,
        form: form({ todoTitle: '나만 보는 메모', isPublic: 'false', memoText: '비공개로 적어 두는 내용' }),
        expect: 200,
      }),
    )?.todoId ?? 2;
  await v.call('createTodo', { params: { todoGroupId: groupA }, token: tokenA, form: form({ todoTitle: '   ' }), expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('createTodo', { params: { todoGroupId: groupB }, token: tokenA, form: form({ todoTitle: '남의 목록' }), expect: 403, code: 'FORBIDDEN' });
  await v.call('createTodo', { params: { todoGroupId: MISSING_ID }, token: tokenA, form: form({ todoTitle: '없는 목록' }), expect: 404, code: 'NOT_FOUND' });
  await v.call('createTodo', {
    params: { todoGroupId: groupA },
    token: tokenA,
    form: form({ todoTitle: '가짜 이미지', images: [textAsPng()] }),
    expect: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  });
  await v.call('createTodo', {
    params: { todoGroupId: groupA },
    token: tokenA,
    form: form({ todoTitle: '큰 이미지', images: [hugePng()] }),
    expect: 413,
    code: 'PAYLOAD_TOO_LARGE',
  });

  const detail = data(await v.call('getMyTodo', { params: { todoId }, token: tokenA, expect: 200 }));
  expectTrue(detail?.images?.length === 2 && detail?.link?.includes('dQw4w9WgXcQ'), 'the memo keeps its images and link');
  // another member's to-do reads as the spec's to-do detail (§8): public → read-only 200, private → 400
  await v.call('getMyTodo', { params: { todoId }, token: tokenB, expect: 200 });
  await v.call('getMyTodo', { params: { todoId: privateTodoId }, token: tokenB, expect: 400, code: 'TODO_MEMO_NOT_PUBLIC' });
  await v.call('getMyTodo', { params: { todoId: MISSING_ID }, token: tokenA, expect: 404, code: 'TODO_NOT_FOUND' });
  await v.call('getMyTodo', { params: { todoId: 0 }, token: tokenA, expect: 400, code: 'VALIDATION_FAILED' });
  const firstImage: number = detail?.images?.[0]?.imageId ?? 1;
  const updated = data(
    await v.call('updateTodo', {
      params: { todoId },
      token: tokenA,
      form: form({ todoTitle: '교육원 두 곳 방문하기', isPublic: 'true', newImages: [png('c.png')], deleteImages: [String(firstImage)] }),
      expect: 200,
    }),
  );
  expectTrue(updated?.images?.length === 2 && !updated?.images?.some((i: any) => i.imageId === firstImage), 'update replaces the marked image');
  expectTrue(updated?.memoText === null && updated?.link === null, 'PUT replaces: a memo and link left out are cleared');
  await v.call('updateTodo', { params: { todoId }, token: tokenB, form: form({ todoTitle: '남의 할 일', isPublic: 'true' }), expect: 403, code: 'FORBIDDEN' });
  await v.call('updateTodo', { params: { todoId: MISSING_ID }, token: tokenA, form: form({ todoTitle: '없음', isPublic: 'true' }), expect: 404, code: 'TODO_NOT_FOUND' });
  await v.call('updateTodo', { params: { todoId }, token: tokenA, form: form({ todoTitle: '', isPublic: 'true' }), expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('updateTodo', {
    params: { todoId },
    token: tokenA,
    form: form({ todoTitle: '가짜 이미지', isPublic: 'true', newImages: [textAsPng()] }),
    expect: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  });
  await v.call('updateTodo', {
    params: { todoId },
    token: tokenA,
    form: form({ todoTitle: '큰 이미지', isPublic: 'true', newImages: [hugePng()] }),
    expect: 413,
    code: 'PAYLOAD_TOO_LARGE',
  });
  for (const [operationId, json, bad] of [
    ['setTodoCompleted', { completed: true }, { completed: '네' }],
    ['setTodoPublic', { isPublic: true }, { isPublic: '네' }],
  ] as const) {
    const set = data(await v.call(operationId, { params: { todoId }, token: tokenA, json, expect: 200 }));
    const again = data(await v.call(operationId, { params: { todoId }, token: tokenA, json, expect: 200 }));
    expectTrue(JSON.stringify(set) === JSON.stringify(again), `${operationId} sets the value (idempotent)`);
    await v.call(operationId, { params: { todoId }, token: tokenB, json, expect: 403, code: 'FORBIDDEN' });
    await v.call(operationId, { params: { todoId: MISSING_ID }, token: tokenA, json, expect: 404, code: 'TODO_NOT_FOUND' });
    await v.call(operationId, { params: { todoId }, token: tokenA, json: bad, expect: 400, code: 'VALIDATION_FAILED' });
  }
  return { groupA, todoId, privateTodoId };
}
