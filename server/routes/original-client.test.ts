// Requests as the original system's client sends them, replayed against the server: where the spec names a field
// but not its shape, the server answers in the original wire format (contract notes "(명세에 없어 정함)").
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateAnswer } from '../../tests/contract/verify/contract.ts';
import { buildTestApp, useTestApp, testImage } from '../test-support/index.ts';
import type { TestMember } from '../test-support/index.ts';

const t = useTestApp();
let alice: TestMember;
let bob: TestMember;
let groupId: number;

beforeAll(async () => {
  [alice, bob] = await Promise.all([t.createMember(), t.createMember()]);
  const saved = await t.call({ method: 'POST', url: '/v1/my-dream/job/1', headers: bob.auth });
  groupId = saved.body.data.todoGroupId;
});

type Part = [name: string, value: string | { data: Buffer; filename: string; type: string }];

/** A multipart body written out by hand, the way a browser's FormData goes on the wire (booleans as text, one part per id). */
function multipart(member: TestMember, parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----WebKitFormBoundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`));
      chunks.push(value.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { ...member.auth, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const get = (url: string, member?: TestMember) => t.call({ method: 'GET', url, headers: member?.auth ?? {} });
const q = encodeURIComponent;

describe('lists: the original client’s sort values', () => {
  it('answers an unknown recruit sortBy (postDate) with the default order, and posting timestamps as strings of unix seconds', async () => {
    const byDefault = await get('/v1/recruit/list?pageNum=0&count=20');
    const byPostDate = await get('/v1/recruit/list?pageNum=0&count=20&sortBy=postDate');
    expect(byPostDate.status).toBe(200);
    expect(byPostDate.body.data.job.map((p: { id: string }) => p.id)).toEqual(byDefault.body.data.job.map((p: { id: string }) => p.id));
    const posting = byDefault.body.data.job[0];
    expect(posting.postTimestamp).toMatch(/^[0-9]+$/);
    expect(posting['expiration-timestamp']).toMatch(/^[0-9]+$/);
    // the seconds are the posting's own times (Seoul calendar dates beside them)
    const seoulDate = (seconds: string) => new Date((Number(seconds) + 9 * 3600) * 1000).toISOString().slice(0, 10);
    expect(seoulDate(posting.postTimestamp)).toBe(posting.postDate);
    expect(seoulDate(posting['expiration-timestamp'])).toBe(posting['expiration-date']);
  });

  it('takes the recruit labels on the training list (by course start) and falls back to the default for others', async () => {
    const keys = (body: { data: { srchList: { trprId: string; trprDegr: string }[] } }) => body.data.srchList.map((c) => `${c.trprId}/${c.trprDegr}`);
    const soonest = keys((await get('/v1/training/list?pageSize=20')).body);
    const latest = keys((await get(`/v1/training/list?pageSize=20&sortBy=${q('개강 늦은순')}`)).body);
    expect(soonest).not.toEqual(latest);
    expect(keys((await get(`/v1/training/list?pageSize=20&sortBy=${q('마감 임박순')}`)).body)).toEqual(soonest);
    expect(keys((await get(`/v1/training/list?pageSize=20&sortBy=${q('마감 여유순')}`)).body)).toEqual(latest);
    const unknown = await get('/v1/training/list?pageSize=20&sortBy=postDate');
    expect(unknown.status).toBe(200);
    expect(keys(unknown.body)).toEqual(soonest);
  });

  it('writes the scrap pages’ sort and pageable.sort as arrays of Spring orders', async () => {
    const [posting] = (await get('/v1/recruit/list?count=1')).body.data.job;
    await t.call({ method: 'POST', url: `/v1/scrap/recruit/${posting.id}`, headers: alice.auth });
    const page = await get(`/v1/scrap/recruit/list?pageNum=0&sortBy=${q('최신 순')}`, alice);
    expect(page.status).toBe(200);
    const newest = { direction: 'DESC', property: 'createdAt', ignoreCase: false, nullHandling: 'NATIVE', ascending: false, descending: true };
    expect(page.body.data.sort).toEqual([newest]);
    expect(page.body.data.pageable.sort).toEqual([newest]);
    const trainings = await get(`/v1/scrap/training/list?pageNum=0&sortBy=${q('오래된 순')}`, alice);
    expect(trainings.body.data.sort).toEqual([{ ...newest, direction: 'ASC', ascending: true, descending: false }]);
  });
});

describe('duplicate checks: duplicated at the top of the answer too', () => {
  it('answers check-id and check-nickname with duplicated beside data', async () => {
    const taken = await get(`/v1/member/auth/check-id?loginId=${alice.loginId}`);
    expect(taken.body).toMatchObject({ success: true, duplicated: true, data: { duplicated: true } });
    const free = await get('/v1/member/auth/check-id?loginId=nobody2026x');
    expect(free.body).toMatchObject({ duplicated: false, data: { duplicated: false } });
    const nickname = await get(`/v1/member/auth/check-nickname?nickname=${q(alice.nickName)}`);
    expect(nickname.body).toMatchObject({ duplicated: true, data: { duplicated: true } });
  });
});

describe('sign-up: the one request of the original client that is refused (decision 0007, 0012)', () => {
  it('answers the original sign-up body, without consents, 400 CONSENT_REQUIRED in Korean and makes no account; with them, 200', async () => {
    const body = { loginId: 'orig2026', password: 'Saegil!2026', nickName: '원래손님', birthDate: '1966/05/20', gender: 'FEMALE', regionCode: 11110 };
    const refused = await t.call({ method: 'POST', url: '/v1/member/auth/sign-up', payload: body });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'CONSENT_REQUIRED', message: '이용약관과 개인정보 수집·이용에 동의해야 가입할 수 있어요.' });
    expect((await get('/v1/member/auth/check-id?loginId=orig2026')).body.duplicated).toBe(false);
    const consents = { terms: '2026-11-28', privacy: '2026-11-28' };
    expect((await t.call({ method: 'POST', url: '/v1/member/auth/sign-up', payload: { ...body, consents } })).status).toBe(200);
  });
});

describe('memo: multipart as a browser sends it, and PUT replacing', () => {
  it('reads text booleans and repeated deleteImages parts, and clears a memo and link the client leaves out', async () => {
    const png = { data: await testImage('png'), filename: 'a.png', type: 'image/png' };
    const created = await t.call({
      method: 'POST',
      url: `/v1/my-dream/todo-group/${groupId}`,
      ...multipart(bob, [
        ['todoTitle', '교육원 상담 받기'],
        ['isPublic', 'true'],
        ['memoText', '주간반 개강일 물어보기'],
        ['link', 'https://youtu.be/dQw4w9WgXcQ'],
        ['images', png],
        ['images', png],
        ['images', png],
      ]),
    });
    expect(created.status).toBe(200);
    const todoId = created.body.data.todoId as number;
    const before = await get(`/v1/my-dream/todo/${todoId}`, bob);
    const [first, second, third] = before.body.data.images.map((i: { imageId: number }) => i.imageId);

    // the original client leaves empty fields out of the form
    const updated = await t.call({
      method: 'PUT',
      url: `/v1/my-dream/todo/${todoId}`,
      ...multipart(bob, [
        ['todoTitle', '교육원 등록하기'],
        ['isPublic', 'false'],
        ['deleteImages', String(first)],
        ['deleteImages', String(third)],
      ]),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ title: '교육원 등록하기', isPublic: false, memoText: null, link: null });
    expect(updated.body.data.images.map((i: { imageId: number }) => i.imageId)).toEqual([second]);
  });
});

describe('to-do detail of another member (spec §8)', () => {
  it('answers 400 TODO_MEMO_NOT_PUBLIC for a private one, a read-only 200 for a public one, 404 for a missing one', async () => {
    const add = (title: string, isPublic: string) =>
      t.call({ method: 'POST', url: `/v1/my-dream/todo-group/${groupId}`, ...multipart(bob, [['todoTitle', title], ['isPublic', isPublic], ['memoText', `${title} 메모`]]) });
    const privateId = (await add('나만 보는 일', 'false')).body.data.todoId;
    const publicId = (await add('함께 보는 일', 'true')).body.data.todoId;
    const hidden = await get(`/v1/my-dream/todo/${privateId}`, alice);
    expect(hidden.status).toBe(400);
    expect(hidden.body).toMatchObject({ code: 'TODO_MEMO_NOT_PUBLIC', message: '공개되지 않은 투두 메모입니다.' });
    const shown = await get(`/v1/my-dream/todo/${publicId}`, alice);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ title: '함께 보는 일', memoText: '함께 보는 일 메모' });
    const missing = await get('/v1/my-dream/todo/987654321', alice);
    expect(missing.body).toMatchObject({ code: 'TODO_NOT_FOUND', message: '투두 데이터를 찾을 수 없습니다.' });
    const change = await t.call({ method: 'PATCH', url: `/v1/my-dream/todo/${publicId}/complete-state`, headers: alice.auth, payload: { completed: true } });
    expect(change.status).toBe(403);
  });
});

describe('answers are sent as made', () => {
  it('lets a field the contract lacks through, so verification names it instead of it vanishing', async () => {
    const leaky = await buildTestApp({
      app: { validateResponses: false, handlers: { getAllRegions: async () => [{ regionCode: 11110, regionName: '서울특별시 종로구', internalNote: '내부용' }] as never } },
    });
    try {
      const { status, body } = await leaky.call({ method: 'GET', url: '/v1/region/all' });
      expect(body.data[0].internalNote).toBe('내부용');
      expect(validateAnswer('getAllRegions', status, body)).toEqual(['undocumented field /data/0/internalNote (the contract does not have it)']);
    } finally {
      await leaky.close();
    }
  });
});
