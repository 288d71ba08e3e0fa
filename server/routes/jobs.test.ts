import { describe, expect, it } from 'vitest';
import { loadFacts } from '../seed/facts/facts.ts';
import { JOBS } from '../seed/jobs.ts';
import { FOREIGN_TOKEN, bearer, useTestApp } from '../test-support/index.ts';

const t = useTestApp();

const koreanOrder = JOBS.map((job) => job.jobName).sort((a, b) => a.localeCompare(b, 'ko'));

async function jobPage(query: string) {
  return t.call({ method: 'GET', url: `/v1/job/list?${query}` });
}

describe('GET /v1/job/list', () => {
  it('pages the 20 jobs 9 at a time in Korean name order', async () => {
    const pages = await Promise.all([0, 1, 2].map((n) => jobPage(`pageNum=${n}`)));
    for (const [n, page] of pages.entries()) {
      expect(page.status).toBe(200);
      expect(page.body.data).toMatchObject({ totalPages: 3, totalElements: 20, number: n, size: 9 });
    }
    expect(pages.map((p) => p.body.data.content.length)).toEqual([9, 9, 2]);
    const names = pages.flatMap((p) => p.body.data.content.map((job: { jobName: string }) => job.jobName));
    expect(names).toEqual(koreanOrder);
    expect(names.slice(0, 3)).toEqual(['간호조무사', '경리사무원', '공인중개사']);
    const first = pages[0]!.body.data.content[0];
    expect(first.imageUrl).toBe('/images/jobs/nursing-assistant.svg');
  });

  it('starts at page 0 by default and is empty past the last page', async () => {
    expect((await jobPage('')).body.data.number).toBe(0);
    const past = await jobPage('pageNum=3');
    expect(past.status).toBe(200);
    expect(past.body.data).toMatchObject({ content: [], totalPages: 3, totalElements: 20, number: 3 });
  });

  it('combines the filters (AND) and keeps the Korean order', async () => {
    const { body } = await jobPage(`require=${encodeURIComponent('필요함')}&physical=${encodeURIComponent('높은 활동량')}`);
    const expected = JOBS.filter((job) => job.require === '필요함' && job.physical === '높은 활동량')
      .map((job) => job.jobName)
      .sort((a, b) => a.localeCompare(b, 'ko'));
    expect(expected.length).toBeGreaterThan(0);
    expect(body.data.content.map((job: { jobName: string }) => job.jobName)).toEqual(expected);
    expect(body.data.totalElements).toBe(expected.length);

    const weekend = await jobPage(`workTime=${encodeURIComponent('주말 근무')}`);
    expect(weekend.body.data.content.map((job: { jobName: string }) => job.jobName).sort()).toEqual(
      JOBS.filter((job) => job.workTime === '주말 근무').map((job) => job.jobName).sort(),
    );
  });

  it('refuses a filter value outside the list', async () => {
    const { status, body } = await jobPage(`workTime=${encodeURIComponent('야간')}`);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
  });

  it('counts the members who saved each job and made a to-do public (todoGroupNum)', async () => {
    const countOf = async (name: string) => {
      const pages = await Promise.all([0, 1, 2].map((n) => jobPage(`pageNum=${n}`)));
      return pages.flatMap((p) => p.body.data.content).find((job: { jobName: string }) => job.jobName === name).todoGroupNum as number;
    };
    const before = await countOf('바리스타');
    const member = await t.createMember();
    const barista = JOBS.findIndex((job) => job.jobName === '바리스타') + 1;
    const saved = await t.call({ method: 'POST', url: `/v1/my-dream/job/${barista}`, headers: member.auth });
    expect(saved.status).toBe(200);
    // saving alone does not make a member a dreamer others count
    expect(await countOf('바리스타')).toBe(before);
    await t.addTodo(member, saved.body.data.todoGroupId, { todoTitle: '바리스타 학원 알아보기', isPublic: 'true' });
    expect(await countOf('바리스타')).toBe(before + 1);
  });
});

describe('GET /v1/job/detail/{jobId}', () => {
  it('shows a job with its certificates, strong levels and filter values', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/v1/job/detail/1' });
    expect(status).toBe(200);
    const job = JOBS[0]!;
    expect(body.data).toMatchObject({
      jobId: 1,
      jobName: job.jobName,
      jobDescription: job.jobDescription,
      salaryCost: job.salaryCost,
      salaryType: job.salaryType,
      certification: job.certification,
      certificationPeriod: job.certificationPeriod,
      strong: job.strong,
      require: job.require,
      workTime: job.workTime,
      physical: job.physical,
    });
  });

  it('lists the sourced requirement lines of the job, each with its page, 기준일 and site (issue 24)', async () => {
    const { body } = await t.call({ method: 'GET', url: '/v1/job/detail/1' });
    const lines = body.data.requirements as { kind: string; text: string; source: { url: string; checkedOn: string; siteName: string } }[];
    const sourced = loadFacts().jobRequirements.filter((line) => line.jobName === JOBS[0]!.jobName);
    expect(sourced.length).toBeGreaterThan(0);
    expect(lines).toEqual(
      sourced.map((line) => ({
        kind: line.kind,
        text: line.text,
        source: { url: line.source.url, checkedOn: line.source.checkedOn, siteName: line.siteName },
      })),
    );
    expect(lines.find((line) => line.kind === 'TRAINING')?.text).toMatch(/320시간/);
    for (const line of lines) {
      expect(line.source.url).toMatch(/^https?:\/\//);
      expect(line.source.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // a job no source was found for answers no lines rather than unsourced ones
    const without = JOBS.findIndex((job) => !loadFacts().jobRequirements.some((line) => line.jobName === job.jobName)) + 1;
    expect((await t.call({ method: 'GET', url: `/v1/job/detail/${without}` })).body.data.requirements).toEqual([]);
  });

  it('answers [] for a job without certificates', async () => {
    const id = JOBS.findIndex((job) => job.certification.length === 0) + 1;
    expect((await t.call({ method: 'GET', url: `/v1/job/detail/${id}` })).body.data.certification).toEqual([]);
  });

  it('is 404 NOT_FOUND for an unknown job and 400 for a bad id', async () => {
    const missing = await t.call({ method: 'GET', url: '/v1/job/detail/999' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    const bad = await t.call({ method: 'GET', url: '/v1/job/detail/abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /v1/job/recommend', () => {
  const answers = [
    { questionNum: 1, responses: ['요양원에서 어르신 돌봄'] },
    { questionNum: 2, responses: ['사람을 돕는 일'] },
    { questionNum: 3, responses: [] },
    { questionNum: 4, responses: ['평일 오전'] },
    { questionNum: 5, responses: ['몸을 많이 써도 괜찮아요'] },
    { questionNum: 9, responses: ['자격증을 딸 의향이 있어요'] },
    { questionNum: 10, responses: ['제출'] },
  ];

  it('recommends 3 to 5 jobs with Korean reasons, the same for the same answers', async () => {
    const first = await t.call({ method: 'POST', url: '/v1/job/recommend', payload: { answers } });
    expect(first.status).toBe(200);
    const jobs = first.body.data.recommendedJobs;
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    expect(jobs.length).toBeLessThanOrEqual(5);
    expect(jobs[0]).toMatchObject({
      jobId: 1,
      jobTitle: '요양보호사',
      reasons: { condition: '평일 오전 근무를 원하는 조건과 잘 맞아요.', strong: '어르신 돌봄 경험을 살릴 수 있어요.' },
    });
    expect(jobs[0].imageUrl).toBe('/images/jobs/caregiver.svg');
    const again = await t.call({ method: 'POST', url: '/v1/job/recommend', payload: { answers: [...answers].reverse() } });
    expect(again.body.data).toEqual(first.body.data);
  });

  it('works for visitors and ignores any token sent', async () => {
    const member = await t.createMember();
    const visitor = await t.call({ method: 'POST', url: '/v1/job/recommend', payload: { answers } });
    const asMember = await t.call({ method: 'POST', url: '/v1/job/recommend', payload: { answers }, headers: member.auth });
    const stale = await t.call({ method: 'POST', url: '/v1/job/recommend', payload: { answers }, headers: bearer(FOREIGN_TOKEN) });
    expect([asMember.status, stale.status]).toEqual([200, 200]);
    expect(asMember.body.data).toEqual(visitor.body.data);
    expect(stale.body.data).toEqual(visitor.body.data);
  });

  it('fills up to three jobs in Korean order when nothing was answered', async () => {
    const { body } = await t.call({ method: 'POST', url: '/v1/job/recommend', payload: { answers: [{ questionNum: 1, responses: [] }] } });
    expect(body.data.recommendedJobs.map((job: { jobTitle: string }) => job.jobTitle)).toEqual(koreanOrder.slice(0, 3));
    expect(body.data.recommendedJobs.every((job: { reasons: object }) => Object.keys(job.reasons).length === 0)).toBe(true);
  });

  it('refuses a question number sent twice, an out-of-range number and two options', async () => {
    const twice = await t.call({
      method: 'POST',
      url: '/v1/job/recommend',
      payload: { answers: [{ questionNum: 4, responses: ['오전'] }, { questionNum: 4, responses: ['오후'] }] },
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'body.answers.1.questionNum' }] });
    const outOfRange = await t.call({ method: 'POST', url: '/v1/job/recommend', payload: { answers: [{ questionNum: 11, responses: [] }] } });
    expect(outOfRange.status).toBe(400);
    const twoOptions = await t.call({ method: 'POST', url: '/v1/job/recommend', payload: { answers: [{ questionNum: 1, responses: ['a', 'b'] }] } });
    expect(twoOptions.status).toBe(400);
  });
});
