// Importing the two samples into a seeded database (PGlite, or PostgreSQL when DATABASE_URL is set): what is added,
// that a second run changes nothing, that closed postings leave the lists but not the scraps, and that a failing page
// leaves the database as it was.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recruitPostings, trainingCourses } from '../db/schema.ts';
import { useTestApp } from '../test-support/index.ts';
import { failureText, runImport, summaryLine } from './run.ts';
import { saramin, work24 } from './sources.ts';
import type { Source } from './sources.ts';
import { saraminSample, work24Sample } from './test-support/samples.ts';

const t = useTestApp();

// one 'today' for every copy of the samples, so two copies are the same answer
const NOW = new Date();
const SAMPLE_IDS = ['48210001', '48210002', '48210003', '48210004'];
const importSaramin = (body: unknown, log?: (line: string) => void) =>
  runImport({ db: t.db, source: saramin as Source<unknown>, pages: [body], log });

describe('사람인 file import', () => {
  it('adds the mapped postings, skips the 경기 one by reason, and reports per page and in a summary', async () => {
    const lines: string[] = [];
    const summary = await importSaramin(saraminSample(NOW), (line) => lines.push(line));
    expect(summary).toMatchObject({ pages: 1, read: 4, added: 3, updated: 0, unchanged: 0, closed: 1, skipped: { '7개 시의 구·군이 아님': 1 } });
    expect(lines).toEqual(['사람인 1쪽: 읽음 4 · 추가 3 · 갱신 0 · 그대로 0 · 마감 1 · 건너뜀 1']);
    expect(summaryLine(summary)).toBe('사람인 가져오기 완료 (1쪽): 읽음 4 · 추가 3 · 갱신 0 · 그대로 0 · 마감 1 · 건너뜀 1 (7개 시의 구·군이 아님 1)');
    const rows = await t.db.select().from(recruitPostings).where(inArray(recruitPostings.id, SAMPLE_IDS));
    expect(rows.map((row) => row.id).sort()).toEqual(['48210001', '48210003', '48210004']);
    expect(rows.every((row) => row.source === 'saramin')).toBe(true);
  });

  it('changes nothing when the same answer is imported again, and updates what the source changed', async () => {
    const body = saraminSample(NOW);
    // when 새길 first stored a posting (the alerts' "new", issue 23) stays what the first import wrote
    const storedAt = async () => (await t.db.select({ at: recruitPostings.firstStoredAt }).from(recruitPostings).where(eq(recruitPostings.id, '48210001')))[0]!.at.getTime();
    const firstStored = await storedAt();
    const again = await importSaramin(body);
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
    body.jobs.job[0].position.title = '[구로구] 주간보호센터 요양보호사 모집 (주 4일)';
    const changed = await importSaramin(body);
    expect(changed).toMatchObject({ added: 0, updated: 1, unchanged: 2 });
    const [row] = await t.db.select().from(recruitPostings).where(eq(recruitPostings.id, '48210001'));
    expect(await storedAt()).toBe(firstStored);
    expect(row!.title).toBe('[구로구] 주간보호센터 요양보호사 모집 (주 4일)');
  });

  it('lists the open postings in the search and never the closed one', async () => {
    const caregivers = await t.call({ method: 'GET', url: `/v1/recruit/list?keyWord=${encodeURIComponent('요양보호사')}&locationName=${encodeURIComponent('서울특별시 구로구')}&count=50` });
    expect(caregivers.status).toBe(200);
    expect(caregivers.body.data.job.map((job: { id: string }) => job.id)).toContain('48210001');
    const clerks = await t.call({ method: 'GET', url: `/v1/recruit/list?keyWord=${encodeURIComponent('경리사무원')}&locationName=${encodeURIComponent('서울특별시 영등포구')}&count=50` });
    expect(clerks.body.data.job.map((job: { id: string }) => job.id)).not.toContain('48210004');
  });

  it('keeps a scrap of a posting the source closes, and shows it closed', async () => {
    const member = await t.createMember();
    expect((await t.call({ method: 'POST', url: '/v1/scrap/recruit/48210003', headers: member.auth })).status).toBe(200);
    const body = saraminSample(NOW);
    body.jobs.job[0].position.title = '[구로구] 주간보호센터 요양보호사 모집 (주 4일)'; // as the test before left it
    body.jobs.job[2].active = 0;
    expect(await importSaramin(body)).toMatchObject({ updated: 1, closed: 2 });
    const scraps = await t.call({ method: 'GET', url: '/v1/scrap/recruit/list', headers: member.auth });
    const scrap = scraps.body.data.content.find((item: { id: string }) => item.id === '48210003');
    expect(scrap).toMatchObject({ active: 0, deadline: 'D-0', closeType: '채용시' });
    const nurses = await t.call({ method: 'GET', url: `/v1/recruit/list?keyWord=${encodeURIComponent('간호조무사')}&locationName=${encodeURIComponent('부산광역시 해운대구')}&count=50` });
    expect(nurses.body.data.job.map((job: { id: string }) => job.id)).not.toContain('48210003');
  });

  it('clips fields to the contract’s lengths: a 9 MB title lands as 200 characters, the list page stays small', async () => {
    const body = saraminSample(NOW);
    const [item] = body.jobs.job;
    item.id = '48219901';
    item.position.title = `요양보호사 ${'가'.repeat(3 * 1024 * 1024)}`; // 9 MB in UTF-8
    item.company.detail.name = '회'.repeat(500);
    const tooLongLink = { ...body.jobs.job[2], id: '48219902', url: `https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=1&x=${'a'.repeat(500)}` };
    body.jobs.job = [item, tooLongLink];
    expect(await importSaramin(body)).toMatchObject({ added: 1, skipped: { '필수 항목이 없거나 형식이 다름': 1 } });
    const [row] = await t.db.select().from(recruitPostings).where(eq(recruitPostings.id, '48219901'));
    expect([...row!.title]).toHaveLength(200);
    expect(row!.companyName).toHaveLength(100);
    const page = await t.call({ method: 'GET', url: `/v1/recruit/list?keyWord=${encodeURIComponent('요양보호사')}&count=50` });
    expect(page.status).toBe(200);
    expect(page.response.rawPayload.length).toBeLessThan(100_000);
  });

  it('says why a page could not be written without the SQL or its parameters', async () => {
    const [row] = await t.db.select().from(recruitPostings).where(eq(recruitPostings.id, '48210001'));
    const failure = await t.db
      .insert(recruitPostings)
      .values({ ...row!, id: '48219995', title: '비밀 제목', regionCode: 1 })
      .then(() => undefined, (err: unknown) => err);
    expect(String((failure as Error).message)).toContain('insert into');
    expect(failureText(failure)).toBe('데이터베이스에 쓰지 못했습니다 (PostgreSQL 오류 코드 23503)');
    expect(failureText(new RangeError('Maximum call stack size exceeded'))).toBe('예상하지 못한 오류입니다 (RangeError)');
  });

  it('refuses an answer of the wrong shape before writing anything', async () => {
    await expect(importSaramin({ error: { code: 3, message: 'Invalid access-key' } })).rejects.toThrow('사람인 응답이 아닙니다');
  });

  it('leaves the database as it was before a page whose writing fails (one transaction per page)', async () => {
    const failing: Source<unknown> = {
      ...(saramin as Source<unknown>),
      upsert: async (tx, rows) => {
        await saramin.upsert(tx, rows as never);
        throw new Error('disk full');
      },
    };
    const body = saraminSample(NOW);
    body.jobs.job[0].id = '48219991';
    body.jobs.job[2].id = '48219993';
    await expect(runImport({ db: t.db, source: failing, pages: [body] })).rejects.toThrow('disk full');
    expect(await t.db.select().from(recruitPostings).where(inArray(recruitPostings.id, ['48219991', '48219993']))).toEqual([]);
  });
});

describe('고용24 file import', () => {
  const importWork24 = (body: unknown) => runImport({ db: t.db, source: work24 as Source<unknown>, pages: [body] });

  it('clips a course’s title, institution and address to the contract’s lengths', async () => {
    const body = work24Sample(NOW);
    const [course] = body.srchList;
    body.srchList = [{ ...course, trprId: 'AIG20250000999999', title: `요양보호사 ${'과'.repeat(100_000)}`, subTitle: '기'.repeat(300), address: `${course.address} ${'동'.repeat(300)}` }];
    expect(await importWork24(body)).toMatchObject({ added: 1 });
    const [row] = await t.db.select().from(trainingCourses).where(eq(trainingCourses.trprId, 'AIG20250000999999'));
    expect([row!.title.length, row!.subTitle.length, row!.address.length]).toEqual([200, 100, 200]);
    await t.db.delete(trainingCourses).where(eq(trainingCourses.trprId, 'AIG20250000999999'));
  });

  it('skips a course whose date is not a day (2026-02-30) or whose title holds a NUL, and writes the rest', async () => {
    const body = work24Sample(NOW);
    const [course] = body.srchList;
    body.srchList = [
      { ...course, trprId: 'AIG20250000999991', traStartDate: '2026-02-30' },
      { ...course, trprId: 'AIG20250000999992', title: '요양보호사\u0000과정' },
      { ...course, trprId: 'AIG20250000999993', traEndDate: '2026-13-01' },
      { ...course, trprId: 'AIG20250000999994' },
    ];
    expect(await importWork24(body)).toMatchObject({
      read: 4,
      added: 1,
      skipped: { '날짜·시각이 올바르지 않음': 2, '쓸 수 없는 문자(NUL)가 있음': 1 },
    });
    const rows = await t.db.select({ trprId: trainingCourses.trprId }).from(trainingCourses).where(inArray(trainingCourses.trprId, body.srchList.map((c: { trprId: string }) => c.trprId)));
    expect(rows).toEqual([{ trprId: 'AIG20250000999994' }]);
    await t.db.delete(trainingCourses).where(eq(trainingCourses.trprId, 'AIG20250000999994'));
  });

  it('adds the courses with their outcome figures, empty figures as null, idempotently', async () => {
    expect(await importWork24(work24Sample(NOW))).toMatchObject({ read: 3, added: 2, updated: 0, unchanged: 0, skipped: { '7개 시의 구·군이 아님': 1 } });
    expect(await importWork24(work24Sample(NOW))).toMatchObject({ added: 0, updated: 0, unchanged: 2 });
    const rows = await t.db.select().from(trainingCourses).where(eq(trainingCourses.source, 'work24'));
    expect(rows.map((row) => [row.trprId, row.emplRate6]).sort()).toEqual([
      ['AIG20250000498123', 64.1],
      ['AIG20250000533901', null],
    ]);
  });

  it('answers the figures in the training list and sorts by the 6-month rate with uncounted courses last', async () => {
    const list = await t.call({
      method: 'GET',
      url: `/v1/training/list?jobName=${encodeURIComponent('요양보호사')}&regionName=${encodeURIComponent('서울특별시 구로구')}&pageSize=50`,
    });
    expect(list.status).toBe(200);
    const imported = list.body.data.srchList.find((c: { trprId: string }) => c.trprId === 'AIG20250000498123');
    expect(imported).toMatchObject({ eiEmplRate3: 52.3, eiEmplRate6: 64.1, stdgScor: 91.2, courseMan: '1,150,000' });

    const byRate = await t.call({ method: 'GET', url: `/v1/training/list?sortBy=${encodeURIComponent('취업률 높은 순')}&pageSize=50` });
    expect(byRate.status).toBe(200);
    const rates: (number | null)[] = byRate.body.data.srchList.map((c: { eiEmplRate6: number | null }) => c.eiEmplRate6);
    const firstNull = rates.indexOf(null);
    const counted = (firstNull === -1 ? rates : rates.slice(0, firstNull)) as number[];
    expect(counted).toEqual([...counted].sort((a, b) => b - a));
    if (firstNull !== -1) expect(rates.slice(firstNull).every((rate) => rate === null)).toBe(true);
  });
});
