// Examples (postings and courses the seed made, source 'seed') against imported ones (source 'saramin', 'work24'):
// every list says which is which (isExample), an example links to a search on the source site and has no interest
// count, an imported one keeps its own link and count. Old databases hold seeded rows with made-up counts and course
// ids: they go out the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruitPostings, trainingCourses } from '../db/schema.ts';
import { buildTestApp } from '../test-support/index.ts';
import type { TestApp, TestMember } from '../test-support/index.ts';

let t: TestApp;
let member: TestMember;
const DAY = 86_400_000;
const SEARCH_POSTINGS = 'https://www.saramin.co.kr/zf_user/search/recruit?searchword=';
const SEARCH_COURSES = 'https://www.work24.go.kr/hr/a/a/1100/trnnCrsInf.do?keyword=';
const day = (offset: number) => new Date(Date.now() + 9 * 3_600_000 + offset * DAY).toISOString().slice(0, 10);

function posting(id: string, source: string, overrides: Partial<typeof recruitPostings.$inferInsert> = {}) {
  return {
    id,
    title: `예시 판별 공고 ${id}`,
    jobName: '산후관리사',
    companyName: '예시판별산후조리원',
    regionCode: 31710,
    city: '울산광역시',
    locationName: '울산광역시 울주군',
    jobTypeName: '정규직',
    experienceLevel: '경력무관',
    requiredEducationLevel: '학력무관',
    closeType: '접수마감일',
    salary: '월 250만원',
    postDate: new Date(Date.now() - DAY),
    expirationDate: new Date(Date.now() + 3 * DAY),
    url: `https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=${id}`,
    interestCount: 63,
    source,
    ...overrides,
  };
}

function course(trprId: string, source: string) {
  return {
    trprId,
    trprDegr: '1',
    trainstCstId: '500020012345',
    title: `예시 판별 과정 ${trprId}`,
    subTitle: '예시판별교육원',
    jobName: '산후관리사',
    regionCode: 31710,
    city: '울산광역시',
    address: '울산광역시 울주군 언양로 1',
    realMan: '350,000',
    type: '실습 위주',
    traStartDate: day(5),
    traEndDate: day(40),
    traDuration: '5주',
    yardMan: 20,
    titleLink: `https://www.work24.go.kr/hr/a/a/3100/selectTracseDetl.do?tracseId=${trprId}&tracseTme=1`,
    source,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(recruitPostings).values([
    posting('96000001', 'saramin', { interestCount: 7 }),
    // seeded by an older generator: a made-up interest count
    posting('96000002', 'seed', { url: `${SEARCH_POSTINGS}${encodeURIComponent('산후관리사 울주군')}` }),
  ]);
  await t.db.insert(trainingCourses).values([
    course('TST20260000096001', 'work24'),
    // seeded by an older generator: a made-up 고용24 course id in its link
    course('TST20260000096002', 'seed'),
  ]);
  member = await t.createMember();
});
afterAll(async () => {
  await t.close();
});

type Posting = { id: string; isExample: boolean; url: string; count: number };
type Course = { trprId: string; isExample: boolean; titleLink: string };

async function postings(query: string): Promise<Posting[]> {
  const { body } = await t.call({ method: 'GET', url: `/v1/recruit/list?count=50&${query}` });
  return body.data.job;
}

async function courses(query: string): Promise<Course[]> {
  const { body } = await t.call({ method: 'GET', url: `/v1/training/list?pageSize=50&${query}` });
  return body.data.srchList;
}

describe('examples and imported items', () => {
  it('marks every seeded posting an example linking to a 사람인 search, with no interest count', async () => {
    const seeded = await postings('sortBy=최신 등록순');
    const examples = seeded.filter((p) => !p.id.startsWith('96'));
    expect(examples.length).toBeGreaterThan(10);
    for (const p of examples) {
      expect(p.isExample).toBe(true);
      expect(p.count).toBe(0);
      expect(p.url.startsWith(SEARCH_POSTINGS)).toBe(true);
    }
  });

  it('tells an imported posting from an old seeded one: its own link and count against a search and none', async () => {
    const byId = new Map((await postings(`keyWord=산후관리사&locationName=${encodeURIComponent('울산광역시 울주군')}`)).map((p) => [p.id, p]));
    expect(byId.get('96000001')).toMatchObject({
      isExample: false,
      url: 'https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=96000001',
      count: 7,
    });
    expect(byId.get('96000002')).toMatchObject({ isExample: true, count: 0, url: `${SEARCH_POSTINGS}${encodeURIComponent('산후관리사 울주군')}` });
  });

  it('marks seeded courses examples linking to 고용24’s search for the job, never to a made-up course id', async () => {
    // every course but the one this file imported (the list without a type now holds both kinds)
    const seeded = (await courses('')).filter((c) => c.trprId !== 'TST20260000096001');
    expect(seeded.length).toBeGreaterThan(10);
    for (const c of seeded) {
      expect(c.isExample).toBe(true);
      expect(c.titleLink.startsWith(SEARCH_COURSES)).toBe(true);
    }
    const byId = new Map((await courses(`jobName=산후관리사&type=실습 위주&regionName=${encodeURIComponent('울산광역시 울주군')}`)).map((c) => [c.trprId, c]));
    expect(byId.get('TST20260000096001')).toMatchObject({
      isExample: false,
      titleLink: 'https://www.work24.go.kr/hr/a/a/3100/selectTracseDetl.do?tracseId=TST20260000096001&tracseTme=1',
    });
    expect(byId.get('TST20260000096002')).toMatchObject({ isExample: true, titleLink: `${SEARCH_COURSES}${encodeURIComponent('산후관리사')}` });
  });

  it('says the same in a member’s scraps and home’s closing-soon list', async () => {
    for (const id of ['96000001', '96000002']) {
      expect((await t.call({ method: 'POST', url: `/v1/scrap/recruit/${id}`, headers: member.auth })).status).toBe(200);
    }
    for (const trprId of ['TST20260000096001', 'TST20260000096002']) {
      const payload = { trprId, trprDegr: '1', trainstCstId: '500020012345', traStartDate: day(5).replaceAll('-', '/'), traEndDate: day(40).replaceAll('-', '/') };
      const scrapped = await t.call({ method: 'POST', url: `/v1/scrap/training?type=${encodeURIComponent('실습 위주')}`, headers: member.auth, payload });
      expect(scrapped.status).toBe(200);
    }
    const recruits = await t.call({ method: 'GET', url: '/v1/scrap/recruit/list', headers: member.auth });
    const closing = await t.call({ method: 'GET', url: '/v1/scrap/recruit/closing-soon', headers: member.auth });
    for (const list of [recruits.body.data.content, closing.body.data] as Posting[][]) {
      expect(Object.fromEntries(list.map((p) => [p.id, p.isExample]))).toEqual({ '96000001': false, '96000002': true });
    }
    const trainings = await t.call({ method: 'GET', url: '/v1/scrap/training/list', headers: member.auth });
    const byId = new Map((trainings.body.data.content as Course[]).map((c) => [c.trprId, c]));
    expect(byId.get('TST20260000096001')).toMatchObject({ isExample: false, titleLink: course('TST20260000096001', 'work24').titleLink });
    expect(byId.get('TST20260000096002')).toMatchObject({ isExample: true, titleLink: `${SEARCH_COURSES}${encodeURIComponent('산후관리사')}` });
  });
});
