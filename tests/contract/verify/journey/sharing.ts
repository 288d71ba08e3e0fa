// Journey, part 4: dreamers (views counted once a day), read-only links to a plan, and scraps of postings and courses.
import { MISSING_ID, data } from './kit.ts';
import type { Journey } from './kit.ts';
import type { Accounts } from './accounts.ts';
import type { Catalogue } from './catalogue.ts';
import type { Todos } from './todos.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are validated against the contract, then read loosely */

export async function sharing(journey: Journey & Accounts & Catalogue & Todos) {
  const { v, expectTrue, tokenA, tokenB, jobId, postingId, course, groupA, todoId, privateTodoId } = journey;
  // ── dreamers ──
  const others = data(await v.call('getOtherDreamers', { token: tokenB, expect: 200 }));
  expectTrue(others?.some((d: any) => d.todoGroupId === groupA), 'a member sees dreamers of the same job');
  await v.call('getPublicDreamers', { expect: 200 });
  await v.call('getPublicDreamers', { token: tokenA, expect: 200 });
  await v.call('getSimpleDreamersByJob', { params: { jobId }, expect: 200 });
  await v.call('getSimpleDreamersByJob', { params: { jobId: MISSING_ID }, expect: 404, code: 'NOT_FOUND' });
  await v.call('getSimpleDreamersByJob', { params: { jobId: 'abc' }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('getDreamersByJob', { params: { jobId }, query: { page: 0 }, expect: 200 });
  await v.call('getDreamersByJob', { params: { jobId: MISSING_ID }, expect: 404, code: 'NOT_FOUND' });
  await v.call('getDreamersByJob', { params: { jobId }, query: { page: -1 }, expect: 400, code: 'VALIDATION_FAILED' });
  // a view counts once per viewer per day, never the owner's; others see no private to-do
  const own = data(await v.call('getDreamerTodoGroup', { params: { id: groupA }, token: tokenA, expect: 200 }));
  const ownAgain = data(await v.call('getDreamerTodoGroup', { params: { id: groupA }, token: tokenA, expect: 200 }));
  expectTrue(ownAgain?.totalView === own?.totalView, 'the owner’s looks are not counted');
  expectTrue(own?.todos.some((t: { todoId: number }) => t.todoId === privateTodoId) === true, 'the owner sees a private to-do');
  const first = data(await v.call('getDreamerTodoGroup', { params: { id: groupA }, token: tokenB, expect: 200 }));
  const lookAgain = data(await v.call('getDreamerTodoGroup', { params: { id: groupA }, token: tokenB, expect: 200 }));
  expectTrue(first?.totalView === (own?.totalView ?? 0) + 1, 'another member’s first look today counts');
  expectTrue(lookAgain?.totalView === first?.totalView, 'looking again the same day does not count again');
  expectTrue(first?.todos.every((t: { todoId: number; isPublic: boolean }) => t.todoId !== privateTodoId && t.isPublic) === true, 'others see public to-dos only');
  await v.call('getDreamerTodoGroup', { params: { id: MISSING_ID }, expect: 404, code: 'NOT_FOUND' });
  await v.call('getDreamerTodoGroup', { params: { id: 0 }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('getDreamerTodoMemo', { params: { id: todoId }, expect: 200 });
  await v.call('getDreamerTodoMemo', { params: { id: privateTodoId }, expect: 400, code: 'TODO_MEMO_NOT_PUBLIC' });
  await v.call('getDreamerTodoMemo', { params: { id: privateTodoId }, token: tokenB, expect: 400, code: 'TODO_MEMO_NOT_PUBLIC' });
  await v.call('getDreamerTodoMemo', { params: { id: privateTodoId }, token: tokenA, expect: 200 });
  await v.call('getDreamerTodoMemo', { params: { id: MISSING_ID }, expect: 404, code: 'TODO_NOT_FOUND' });

  // ── read-only links to a plan (issue 22) ──
  await links(journey);

  // ── scraps ──
  await v.call('scrapRecruit', { params: { id: postingId }, token: tokenA, expect: 200 });
  await v.call('scrapRecruit', { params: { id: postingId }, token: tokenA, expect: 200 });
  await v.call('scrapRecruit', { params: { id: '1' }, token: tokenA, expect: 404, code: 'NOT_FOUND' });
  await v.call('scrapRecruit', { params: { id: 'abc' }, token: tokenA, expect: 400, code: 'VALIDATION_FAILED' });
  const checked = data(
    await v.call('getScrapChecked', { query: { category: 'RECRUIT', idList: `${postingId},1` }, token: tokenA, expect: 200 }),
  );
  expectTrue(checked?.[0]?.isScrap === true && checked?.[1]?.isScrap === false, 'scrap check answers per index');
  await v.call('getScrapChecked', { query: { category: 'JOB', idList: '1' }, token: tokenA, expect: 400, code: 'VALIDATION_FAILED' });
  const scrappedRecruits = data(await v.call('getScrappedRecruits', { query: { pageNum: 0, sortBy: '최신 순' }, token: tokenA, expect: 200 }));
  expectTrue(scrappedRecruits?.totalElements === 1, 'scrapping twice keeps one scrap');
  expectTrue(scrappedRecruits?.sort?.[0]?.direction === 'DESC' && scrappedRecruits?.pageable?.sort?.[0]?.direction === 'DESC', 'a Spring page sorts as an array of orders');
  const closingSoon = data(await v.call('getClosingSoonScraps', { token: tokenA, expect: 200 }));
  expectTrue(Array.isArray(closingSoon) && closingSoon.length <= 5, 'closing-soon scraps are a list of at most 5');
  await v.call('getScrappedRecruits', { query: { sortBy: '인기 순' }, token: tokenA, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('unscrapRecruit', { params: { id: postingId }, token: tokenA, json: { recruitId: postingId }, expect: 200 });
  await v.call('unscrapRecruit', { params: { id: postingId }, token: tokenA, expect: 200 });
  await v.call('unscrapRecruit', { params: { id: 'abc' }, token: tokenA, expect: 400, code: 'VALIDATION_FAILED' });
  const slash = (d?: string) => (d ?? '2026-12-01').replaceAll('-', '/');
  const courseBody = {
    trprId: course?.trprId ?? 'AIG20260000000001',
    trprDegr: course?.trprDegr ?? '1',
    trainstCstId: course?.trainstCstId ?? '50002000001',
    traStartDate: slash(course?.traStartDate),
    traEndDate: slash(course?.traEndDate),
  };
  await v.call('scrapTraining', { query: { type: '이론 위주' }, json: courseBody, token: tokenA, expect: 200 });
  await v.call('scrapTraining', { query: { type: '이론 위주' }, json: courseBody, token: tokenA, expect: 200 });
  await v.call('scrapTraining', {
    query: { type: '이론 위주' },
    json: { ...courseBody, trprId: 'AIG00000000000000' },
    token: tokenA,
    expect: 404,
    code: 'NOT_FOUND',
  });
  await v.call('scrapTraining', { query: { type: '이론 위주' }, json: { ...courseBody, traStartDate: '2026-12-01' }, token: tokenA, expect: 400, code: 'VALIDATION_FAILED' });
  const trainingChecked = data(
    await v.call('getScrapChecked', { query: { category: 'TRAINING', idList: courseBody.trprId }, token: tokenA, expect: 200 }),
  );
  expectTrue(trainingChecked?.[0]?.isScrap === true, 'a scrapped course is checked');
  await v.call('getScrappedTrainings', { query: { pageNum: 0, sortBy: '오래된 순' }, token: tokenA, expect: 200 });
  await v.call('getScrappedTrainings', { query: { pageNum: -1 }, token: tokenA, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('unscrapTraining', { params: { trprId: courseBody.trprId }, token: tokenA, json: { trainingId: courseBody.trprId }, expect: 200 });
  await v.call('unscrapTraining', { params: { trprId: '!!' }, token: tokenA, expect: 400, code: 'VALIDATION_FAILED' });
}

/** Read-only links: made once with the token in the fragment, opened without a login, listed without the token, revoked. */
async function links(journey: Journey & Accounts & Catalogue & Todos) {
  const { v, expectTrue, tokenA, tokenB, groupA } = journey;
  const link = data(await v.call('createPlanShare', { params: { todoGroupId: groupA }, token: tokenA, json: {}, expect: 201 }));
  const url = String(link?.url ?? '');
  expectTrue(/^(https?:\/\/[^/]+)?\/s#t=[A-Za-z0-9_-]{27}$/.test(url), 'a link is /s#t=<27-character token>');
  const shareToken = url.split('#t=')[1] ?? 'q3Xv9LmR2bTfY8wKpZs1aNcE4hU';
  const shareId: number = link?.shareId ?? 1;
  await v.call('createPlanShare', { params: { todoGroupId: groupA }, token: tokenB, json: {}, expect: 403, code: 'FORBIDDEN' });
  await v.call('createPlanShare', { params: { todoGroupId: MISSING_ID }, token: tokenA, json: {}, expect: 404, code: 'NOT_FOUND' });
  await v.call('createPlanShare', { params: { todoGroupId: groupA }, token: tokenA, json: { expiresInDays: 366 }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('createPlanShare', { params: { todoGroupId: groupA }, json: {}, expect: 401, code: 'TOKEN_MISSING' });
  const plan = data(await v.call('getSharedPlan', { headers: { 'x-share-token': shareToken }, expect: 200 }));
  expectTrue(
    plan?.includePrivate === false && plan?.includeMemos === false && plan?.todos.every((t: object) => !('memoText' in t) && !('images' in t)) === true,
    'a link made with the defaults shows no memos or images',
  );
  expectTrue(plan?.todos.every((t: { title: string }) => t.title !== '나만 보는 메모') === true, 'a link made with the defaults shows no private to-do');
  await v.call('getSharedPlan', { headers: { 'x-share-token': shareToken }, token: tokenA, expect: 200 });
  const mine = data(await v.call('getMyPlanShares', { token: tokenA, expect: 200 }));
  const listed = mine?.find((s: { shareId: number }) => s.shareId === shareId);
  expectTrue(listed?.viewCount === 1 && listed?.lastViewedAt !== null, 'an open without a login counts, the owner’s own does not');
  expectTrue(listed?.tokenPrefix === shareToken.slice(0, 4) && !JSON.stringify(mine).includes(shareToken), 'the list has the token’s first 4 characters, never the token');
  const theirs = data(await v.call('getMyPlanShares', { token: tokenB, expect: 200 }));
  expectTrue(theirs?.every((s: { shareId: number }) => s.shareId !== shareId) === true, 'another member does not see my links');
  await v.call('getMyPlanShares', { expect: 401, code: 'TOKEN_MISSING' });
  await v.call('deletePlanShare', { params: { shareId }, token: tokenB, expect: 404, code: 'SHARE_NOT_FOUND' });
  await v.call('getSharedPlan', { headers: { 'x-share-token': shareToken }, expect: 200 });
  await v.call('deletePlanShare', { params: { shareId }, token: tokenA, expect: 200 });
  await v.call('getSharedPlan', { headers: { 'x-share-token': shareToken }, expect: 404, code: 'SHARE_NOT_FOUND' });
  await v.call('deletePlanShare', { params: { shareId }, token: tokenA, expect: 404, code: 'SHARE_NOT_FOUND' });
  await v.call('deletePlanShare', { params: { shareId: 0 }, token: tokenA, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('deletePlanShare', { params: { shareId }, expect: 401, code: 'TOKEN_MISSING' });
  await v.call('getSharedPlan', { headers: { 'x-share-token': 'AAAAAAAAAAAAAAAAAAAAAAAAAAA' }, expect: 404, code: 'SHARE_NOT_FOUND' });
  await v.call('getSharedPlan', { expect: 400, code: 'VALIDATION_FAILED' });
}
