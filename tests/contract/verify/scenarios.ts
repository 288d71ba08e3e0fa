// The provider-verification journey: every operation, valid calls and each documented error a client can provoke
// (missing or bad token, someone else's resource, not found, invalid input, duplicate). Self-contained: it creates
// its own members and cleans up by withdrawing them. Value checks that need real state run only against a server.
import type { Answer, Verifier } from './client.ts';
import { MOCK_REQUESTS } from '../support/requests.ts';
import { isBearerOnly, operations } from './contract.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are validated against the contract, then read loosely */
const data = (a: Answer): any => (a.body as any)?.data;

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);
const png = (name = 'photo.png') => new File([PNG], name, { type: 'image/png' });
const textAsPng = () => new File(['이것은 이미지가 아닙니다'], 'fake.png', { type: 'image/png' });
const hugePng = () => {
  const bytes = new Uint8Array(6 * 1024 * 1024);
  bytes.set(PNG.subarray(0, 16));
  return new File([bytes], 'huge.png', { type: 'image/png' });
};
function form(fields: Record<string, string | File | (string | File)[]>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) fd.append(k, item);
  return fd;
}

const MISSING_ID = 987654321;
const PASSWORD = 'Verify!2026';

export async function runScenarios(v: Verifier): Promise<void> {
  const expectTrue = (condition: boolean, message: string) => {
    if (!v.prism && !condition) v.failures.push(`behaviour: ${message}`);
  };
  const stamp = Date.now().toString(36).slice(-6);
  const idA = `va${stamp}`;
  const idB = `vb${stamp}`;
  const nickA = `가${stamp}`;
  const nickB = `나${stamp}`;

  // ── public reference data ──
  const regions = data(await v.call('getAllRegions', { expect: 200 }));
  const regionCode: number = regions?.[0]?.regionCode ?? 11110;
  expectTrue(Array.isArray(regions) && regions.length >= 70, 'region list holds the seven cities’ districts');

  // ── sign-up and duplicate checks ──
  const freeIdAnswer = await v.call<{ duplicated?: boolean; data?: { duplicated?: boolean } }>('checkLoginId', { query: { loginId: idA }, expect: 200 });
  const freeId = freeIdAnswer.body?.data;
  expectTrue(freeId?.duplicated === false, 'an unused login id is not duplicated');
  expectTrue(freeIdAnswer.body?.duplicated === freeId?.duplicated, 'duplicated is also at the top of the answer (original wire format)');
  await v.call('checkLoginId', { expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('checkNickname', { query: { nickname: nickA }, expect: 200 });
  await v.call('checkNickname', { query: { nickname: '아주아주긴닉네임입니다' }, expect: 400, code: 'VALIDATION_FAILED' });

  const member = (loginId: string, nickName: string) => ({
    loginId,
    password: PASSWORD,
    nickName,
    birthDate: '1966/05/20',
    gender: 'FEMALE',
    regionCode,
  });
  await v.call('signUp', { json: member(idA, nickA), expect: 200 });
  await v.call('signUp', { json: member(idB, nickB), expect: 200 });
  await v.call('signUp', { json: member(idA, `다${stamp}`), expect: 409, code: 'DUPLICATE_LOGIN_ID' });
  await v.call('signUp', { json: member(`vc${stamp}`, nickA), expect: 409, code: 'DUPLICATE_NICKNAME' });
  await v.call('signUp', {
    json: { ...member('ab', '!'), password: 'short' },
    expect: 400,
    code: 'VALIDATION_FAILED',
  });
  const takenId = data(await v.call('checkLoginId', { query: { loginId: idA }, expect: 200 }));
  expectTrue(takenId?.duplicated === true, 'a used login id is duplicated');

  // ── login, refresh rotation ──
  const loginA = data(await v.call('login', { json: { loginId: idA, password: PASSWORD }, expect: 200 }));
  let tokenA: string = loginA?.accessToken;
  const firstRefresh: string = loginA?.refreshToken;
  const tokenB: string = data(await v.call('login', { json: { loginId: idB, password: PASSWORD }, expect: 200 }))?.accessToken;
  await v.call('login', { json: { loginId: idA, password: 'Wrong!2026' }, expect: 401, code: 'LOGIN_FAILED' });
  await v.call('login', { json: { loginId: '', password: '' }, expect: 400, code: 'VALIDATION_FAILED' });
  const rotated = data(await v.call('refreshToken', { json: { refreshToken: firstRefresh }, expect: 200 }));
  expectTrue(rotated?.refreshToken !== firstRefresh, 'refresh returns a new refresh token');
  tokenA = rotated?.accessToken ?? tokenA;
  await v.call('refreshToken', { json: { refreshToken: firstRefresh }, expect: 401, code: 'TOKEN_INVALID' });
  // the reused refresh token ended every login of A, access tokens included: A logs in again
  await v.call('getMemberInfo', { token: tokenA, expect: 401, code: 'TOKEN_INVALID' });
  tokenA = data(await v.call('login', { json: { loginId: idA, password: PASSWORD }, expect: 200 }))?.accessToken ?? tokenA;
  await v.call('refreshToken', { json: {}, expect: 400, code: 'VALIDATION_FAILED' });

  // ── logout: ends that login on the server, answers 200 again ──
  const secondLogin = data(await v.call('login', { json: { loginId: idB, password: PASSWORD }, expect: 200 }));
  await v.call('logout', { json: { refreshToken: secondLogin?.refreshToken }, expect: 200 });
  await v.call('logout', { json: { refreshToken: secondLogin?.refreshToken }, expect: 200 });
  await v.call('refreshToken', { json: { refreshToken: secondLogin?.refreshToken }, expect: 401, code: 'TOKEN_INVALID' });
  await v.call('getMemberInfo', { token: secondLogin?.accessToken, expect: 401, code: 'TOKEN_INVALID' });
  await v.call('logout', { json: {}, expect: 400, code: 'VALIDATION_FAILED' });

  // ── every member-only operation refuses a missing and a bad token ──
  // (each with an otherwise valid request, so only the token is wrong)
  for (const [operationId, op] of operations) {
    if (!isBearerOnly(op)) continue;
    const request = MOCK_REQUESTS[operationId];
    const params = { todoGroupId: 1, todoId: 1, jobId: 1, id: '1', trprId: 'AIG1' };
    for (const [token, code] of [[null, 'TOKEN_MISSING'], ['not-a-token', 'TOKEN_INVALID']] as const) {
      await v.call(operationId, { params, query: request?.query, json: request?.json, form: request?.form?.(), token, expect: 401, code });
    }
  }

  // ── account ──
  const info = data(await v.call('getMemberInfo', { token: tokenA, expect: 200 }));
  expectTrue(info?.loginId === idA && info?.nickname === nickA, 'member info is the caller’s');
  await v.call('changePassword', {
    token: tokenA,
    json: { newPassword: 'Changed!2026', newPasswordCheck: 'Different!2026' },
    expect: 400,
    code: 'VALIDATION_FAILED',
  });
  await v.call('changePassword', {
    token: tokenA,
    json: { currentPassword: 'Wrong!2026', newPassword: 'Changed!2026', newPasswordCheck: 'Changed!2026' },
    expect: 400,
    code: 'WRONG_PASSWORD',
  });
  await v.call('changePassword', {
    token: tokenA,
    json: { currentPassword: PASSWORD, newPassword: 'Changed!2026', newPasswordCheck: 'Changed!2026' },
    expect: 200,
  });
  await v.call('login', { json: { loginId: idA, password: 'Changed!2026' }, expect: 200 });
  await v.call('changeNickname', { token: tokenA, json: { newNickName: nickB }, expect: 409, code: 'DUPLICATE_NICKNAME' });
  await v.call('changeNickname', { token: tokenA, json: { newNickName: '!!' }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('changeNickname', { token: tokenA, json: { newNickName: `라${stamp}` }, expect: 200 });
  await v.call('changeRegion', { token: tokenA, json: { newRegionCode: 99999 }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('changeRegion', { token: tokenA, json: { newRegionCode: regionCode }, expect: 200 });
  await v.call('uploadProfileImage', { token: tokenA, form: form({ file: png() }), expect: 200 });
  await v.call('uploadProfileImage', { token: tokenA, form: form({ file: textAsPng() }), expect: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  await v.call('uploadProfileImage', { token: tokenA, form: form({ file: hugePng() }), expect: 413, code: 'PAYLOAD_TOO_LARGE' });
  await v.call('uploadProfileImage', { token: tokenA, form: form({}), expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('deleteProfileImage', { token: tokenA, expect: 200 });

  // ── jobs, recommendation, recruitment, training ──
  const jobPage = data(await v.call('getJobList', { query: { pageNum: 0 }, expect: 200 }));
  const jobId: number = jobPage?.content?.[0]?.jobId ?? 1;
  await v.call('getJobList', { query: { pageNum: 0, require: '필요함', workTime: '평일 오전', physical: '낮은 활동량' }, expect: 200 });
  await v.call('getJobList', { query: { pageNum: -1 }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('getJobDetail', { params: { jobId }, expect: 200 });
  await v.call('getJobDetail', { params: { jobId: MISSING_ID }, expect: 404, code: 'NOT_FOUND' });
  await v.call('getJobDetail', { params: { jobId: 'abc' }, expect: 400, code: 'VALIDATION_FAILED' });
  const answers = Array.from({ length: 10 }, (_, i) => ({ questionNum: i + 1, responses: i === 9 ? [] : ['사람을 돌보는 일'] }));
  const recommended = data(await v.call('recommendJobs', { json: { answers }, expect: 200 }));
  const again = data(await v.call('recommendJobs', { json: { answers }, expect: 200 }));
  expectTrue(JSON.stringify(recommended) === JSON.stringify(again), 'the same answers give the same recommendation');
  await v.call('recommendJobs', { json: { answers: [] }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('getPopularRecruits', { expect: 200 });
  await v.call('getPopularRecruits', { token: tokenA, expect: 200 });
  await v.call('getPopularRecruits', { token: 'stale-token', expect: 200 });
  const recruits = data(await v.call('getRecruitList', { query: { pageNum: 0, count: 10, sortBy: '마감 임박순' }, expect: 200 }));
  const postingId: string = recruits?.job?.[0]?.id ?? '1';
  expectTrue((recruits?.job?.length ?? 0) > 0, 'recruitment list is not empty');
  await v.call('getRecruitList', { query: { keyWord: '요양보호사', locationName: '서울특별시', sortBy: '마감 여유순' }, expect: 200 });
  // an unknown sortBy (the original client sends `postDate`) is the default order, not an error
  const byPostDate = data(await v.call('getRecruitList', { query: { pageNum: 0, count: 10, sortBy: 'postDate' }, expect: 200 }));
  expectTrue(JSON.stringify(byPostDate?.job?.map((p: any) => p.id)) === JSON.stringify(recruits?.job?.map((p: any) => p.id)), 'an unknown recruit sortBy is the default order');
  expectTrue(/^[0-9]+$/.test(recruits?.job?.[0]?.postTimestamp ?? ''), 'posting timestamps are strings of unix seconds');
  await v.call('getRecruitList', { query: { count: 51 }, expect: 400, code: 'VALIDATION_FAILED' });
  const training = data(await v.call('getTrainingList', { query: { pageNum: 0, type: '이론 위주' }, expect: 200 }));
  const course = training?.srchList?.[0];
  expectTrue(Boolean(course), 'training list is not empty');
  await v.call('getTrainingList', { query: { jobName: '바리스타', regionName: '부산광역시', type: '실습 위주', sortBy: '개강 늦은순' }, expect: 200 });
  await v.call('getTrainingList', { query: { type: '온라인' }, expect: 400, code: 'VALIDATION_FAILED' });
  const closingFirst = data(await v.call('getTrainingList', { query: { pageNum: 0, type: '이론 위주', sortBy: '마감 임박순' }, expect: 200 }));
  const unknownSort = data(await v.call('getTrainingList', { query: { pageNum: 0, type: '이론 위주', sortBy: 'postDate' }, expect: 200 }));
  const courseKeys = (list: any) => JSON.stringify(list?.srchList?.map((c: any) => `${c.trprId}/${c.trprDegr}`));
  expectTrue(courseKeys(closingFirst) === courseKeys(training) && courseKeys(unknownSort) === courseKeys(training), 'training takes 마감 임박순 and unknown sorts as the default order');

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

  // ── deleting, removing jobs, withdrawal ──
  await v.call('deleteTodo', { params: { todoId: privateTodoId }, token: tokenB, expect: 403, code: 'FORBIDDEN' });
  await v.call('deleteTodo', { params: { todoId: privateTodoId }, token: tokenA, expect: 200 });
  await v.call('deleteTodo', { params: { todoId: privateTodoId }, token: tokenA, expect: 404, code: 'TODO_NOT_FOUND' });
  await v.call('deleteTodo', { params: { todoId: 0 }, token: tokenA, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('removeMemberJobs', { token: tokenA, json: { jobIds: [] }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('removeMemberJobs', { token: tokenA, json: { jobIds: [jobId] }, expect: 200 });
  const jobsAfter = data(await v.call('getMyTodoJobs', { token: tokenA, expect: 200 }));
  expectTrue(Array.isArray(jobsAfter) && jobsAfter.length === 0, 'a removed job is gone');
  await v.call('withdraw', { token: tokenB, expect: 200 });
  await v.call('getMemberInfo', { token: tokenB, expect: 401 });
  await v.call('login', { json: { loginId: idB, password: PASSWORD }, expect: 401, code: 'LOGIN_FAILED' });
  await v.call('withdraw', { token: tokenA, expect: 200 });

  // ── the login limit: guessing one account's password is stopped with 429 (last: it blocks that login id a while) ──
  await provokeLoginLimit(v, `vz${stamp}`);
}

const LOGIN_ATTEMPTS = 40;

async function provokeLoginLimit(v: Verifier, loginId: string): Promise<void> {
  if (v.prism) {
    await v.call('login', { json: { loginId, password: 'Wrong!2026' }, expect: 429, code: 'RATE_LIMITED' });
    return;
  }
  for (let attempt = 1; attempt <= LOGIN_ATTEMPTS; attempt++) {
    const probe = await fetch(`${v.baseUrl}/v1/member/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ loginId, password: 'Wrong!2026' }),
    });
    await probe.arrayBuffer();
    if (probe.status === 429) {
      // the limited answer itself, checked like every other
      await v.call('login', { json: { loginId, password: 'Wrong!2026' }, expect: 429, code: 'RATE_LIMITED' });
      return;
    }
    if (probe.status !== 401) {
      v.failures.push(`login limit: attempt ${attempt} answered ${probe.status}, expected 401 until 429`);
      return;
    }
  }
  v.failures.push(`login limit: ${LOGIN_ATTEMPTS} wrong passwords for one login id never answered 429 RATE_LIMITED`);
}
