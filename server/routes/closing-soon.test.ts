// Home's '마감이 다가오는 스크랩': a member's open scraps with a deadline within 7 Seoul days, nearest first, at most 5.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruitPostings } from '../db/schema.ts';
import { buildTestApp } from '../test-support/index.ts';
import type { TestApp } from '../test-support/index.ts';

let t: TestApp;
const DAY = 86_400_000;
function seoulEndOfDay(days: number): Date {
  const seoulToday = Math.floor((Date.now() + 9 * 3_600_000) / DAY);
  return new Date((seoulToday + days + 1) * DAY - 9 * 3_600_000 - 1);
}

function posting(id: string, expirationDate: Date, overrides: Partial<typeof recruitPostings.$inferInsert> = {}) {
  return {
    id,
    title: `마감 테스트 공고 ${id}`,
    jobName: '바리스타',
    companyName: '카페 테스트',
    regionCode: 11440,
    city: '서울특별시',
    locationName: '서울특별시 마포구',
    jobTypeName: '파트타임',
    experienceLevel: '경력무관',
    requiredEducationLevel: '학력무관',
    closeType: '접수마감일',
    salary: '시급 11,000원',
    postDate: new Date(Date.now() - 2 * DAY),
    expirationDate,
    url: `https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=${id}`,
    interestCount: 0,
    ...overrides,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(recruitPostings).values([
    posting('97000001', seoulEndOfDay(0)), // D-0
    posting('97000002', seoulEndOfDay(7)), // D-7: still in
    posting('97000003', seoulEndOfDay(8)), // D-8: out
    posting('97000004', seoulEndOfDay(2)), // D-2
    posting('97000005', seoulEndOfDay(3), { closed: true }), // closed early: out
    posting('97000006', new Date(Date.now() - DAY)), // past: out
    posting('97000007', seoulEndOfDay(1), { closeType: '상시' }), // no deadline of its own: out
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /v1/scrap/recruit/closing-soon', () => {
  it("lists the member's open scraps closing within 7 days, nearest first, with D-n", async () => {
    const member = await t.createMember();
    for (const id of ['97000001', '97000002', '97000003', '97000004', '97000005', '97000006', '97000007']) {
      expect((await t.call({ method: 'POST', url: `/v1/scrap/recruit/${id}`, headers: member.auth })).status).toBe(200);
    }
    const { status, body } = await t.call({ method: 'GET', url: '/v1/scrap/recruit/closing-soon', headers: member.auth });
    expect(status).toBe(200);
    expect(body.data.map((s: { id: string; deadline: string }) => [s.id, s.deadline])).toEqual([
      ['97000001', 'D-0'],
      ['97000004', 'D-2'],
      ['97000002', 'D-7'],
    ]);
    expect(body.data.every((s: { active: number }) => s.active === 1)).toBe(true);

    // the closed one stays in the scrap list, shown closed
    const all = await t.call({ method: 'GET', url: '/v1/scrap/recruit/list', headers: member.auth });
    const closed = all.body.data.content.filter((s: { active: number }) => s.active === 0).map((s: { id: string }) => s.id).sort();
    expect(closed).toEqual(['97000005', '97000006']);
  });

  it('is empty for a member without such scraps, and refuses a visitor', async () => {
    const member = await t.createMember();
    expect((await t.call({ method: 'GET', url: '/v1/scrap/recruit/closing-soon', headers: member.auth })).body.data).toEqual([]);
    const visitor = await t.call({ method: 'GET', url: '/v1/scrap/recruit/closing-soon' });
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('TOKEN_MISSING');
  });
});
