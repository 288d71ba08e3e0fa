import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { helpPlaceReports, members } from '../db/schema.ts';
import { DEFAULT_RATE_LIMITS } from '../plugins/rate-limit.ts';
import { REGIONS } from '../seed/regions.ts';
import { FOREIGN_TOKEN, bearer, buildTestApp } from '../test-support/index.ts';
import type { TestApp } from '../test-support/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Place {
  helpId: string;
  kind: string;
  servesDistrict: boolean;
  regionCode: number;
  regionName: string;
  phone: string | null;
  source: { url: string; checkedOn: string };
}
const nearby = (regionCode: number | string) => t.call({ method: 'GET', url: `/v1/help/nearby?regionCode=${regionCode}` });

describe('GET /v1/help/nearby (issue 24)', () => {
  it('answers every one of the seven cities’ 75 districts with at least one place of its city, each with its source and 기준일', async () => {
    expect(REGIONS).toHaveLength(75);
    for (const region of REGIONS) {
      const { status, body } = await nearby(region.regionCode);
      expect(status, region.regionName).toBe(200);
      const places = body.data.places as Place[];
      expect(places.length, region.regionName).toBeGreaterThan(0);
      expect(places.length).toBeLessThanOrEqual(10);
      expect(body.data).toMatchObject({ regionCode: region.regionCode, regionName: region.regionName });
      const city = region.regionName.split(' ')[0]!;
      for (const place of places) {
        expect(place.servesDistrict || place.regionName.startsWith(`${city} `), `${region.regionName}: ${place.helpId}`).toBe(true);
        expect(place.source.url).toMatch(/^https?:\/\//);
        expect(place.source.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('puts the places that serve the district first, 고용센터 before the others (마포구: 서울서부고용복지+센터, then 중부캠퍼스)', async () => {
    const { body } = await nearby(11440);
    const places = body.data.places as Place[];
    expect(places.slice(0, 2).map((p) => [p.helpId, p.servesDistrict])).toEqual([
      ['seoul-seobu-employment', true],
      ['seoul-50plus-jungbu', true],
    ]);
    const firstOther = places.findIndex((p) => !p.servesDistrict);
    if (firstOther !== -1) expect(places.slice(firstOther).every((p) => !p.servesDistrict)).toBe(true);
    // 은평구 is served by 서울서부 though the centre is in 마포구
    const eunpyeong = (await nearby(11380)).body.data.places as Place[];
    expect(eunpyeong[0]).toMatchObject({ helpId: 'seoul-seobu-employment', servesDistrict: true, regionCode: 11440 });
  });

  it('states a phone number only where a source gave one, and refuses a district it does not know', async () => {
    const saha = (await nearby(26380)).body.data.places as Place[];
    expect(saha.find((p) => p.helpId === 'busan-saha-employment')?.phone).toBe('051-520-4900');
    const { status, body } = await nearby(99999);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await nearby('abc')).status).toBe(400);
  });
});

describe('POST /v1/help/places/{helpId}/reports (issue 24: 정보가 틀렸어요)', () => {
  const report = (helpId: string, payload: unknown, headers: Record<string, string> = {}, app = t.app) =>
    app.inject({ method: 'POST', url: `/v1/help/places/${helpId}/reports`, payload: payload as object, headers });
  const stored = async (reportId: number) => {
    const [row] = await t.db.select().from(helpPlaceReports).where(eq(helpPlaceReports.id, reportId));
    return row;
  };

  it('keeps a visitor’s report (no member) and answers 201 with a Korean confirmation', async () => {
    const answer = await report('seoul-seobu-employment', { reason: 'WRONG_PHONE', note: '  전화하니 다른 곳이 받아요.  ' });
    expect(answer.statusCode).toBe(201);
    const { data } = answer.json();
    expect(data.message).toBe('알려 주셔서 고마워요. 출처를 다시 확인해서 고칠게요.');
    expect(await stored(data.reportId)).toMatchObject({
      helpId: 'seoul-seobu-employment',
      reason: 'WRONG_PHONE',
      note: '전화하니 다른 곳이 받아요.',
      memberId: null,
    });
    // a bad or foreign token is a visitor too, never a 401
    const foreign = await report('seoul-seobu-employment', { reason: 'CLOSED' }, bearer(FOREIGN_TOKEN));
    expect(foreign.statusCode).toBe(201);
    expect(await stored(foreign.json().data.reportId)).toMatchObject({ reason: 'CLOSED', note: null, memberId: null });
  });

  it('keeps a member’s report with the member; a member who leaves leaves the report without their name', async () => {
    const member = await t.createMember();
    const answer = await report('busan-senior-club-haeundae', { reason: 'WRONG_HOURS' }, member.auth);
    expect(answer.statusCode).toBe(201);
    const reportId = answer.json().data.reportId as number;
    expect(await stored(reportId)).toMatchObject({ helpId: 'busan-senior-club-haeundae', reason: 'WRONG_HOURS', memberId: member.memberId });
    await t.db.delete(members).where(eq(members.id, member.memberId));
    expect(await stored(reportId)).toMatchObject({ reason: 'WRONG_HOURS', memberId: null });
  });

  it('answers an unknown place 404 NOT_FOUND in the envelope, and stores nothing', async () => {
    const before = await t.db.$count(helpPlaceReports);
    const answer = await report('no-such-place', { reason: 'OTHER' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({
      success: false,
      statusCode: 404,
      code: 'NOT_FOUND',
      message: '찾는 기관 정보가 없어요. 목록을 다시 불러와 주세요.',
    });
    expect(await t.db.$count(helpPlaceReports)).toBe(before);
  });

  it('refuses what the contract does not allow with 400 VALIDATION_FAILED', async () => {
    for (const [helpId, payload] of [
      ['seoul-seobu-employment', {}],
      ['seoul-seobu-employment', { reason: 'WRONG' }],
      ['seoul-seobu-employment', { reason: 'OTHER', note: '가'.repeat(501) }],
      ['seoul-seobu-employment', { reason: 'OTHER', extra: 1 }],
      ['Not_An_Id', { reason: 'OTHER' }],
    ] as const) {
      const answer = await report(helpId, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('limits reports by address (429 RATE_LIMITED); another address is not limited', async () => {
    const limited = await buildApp({
      db: t.db,
      kind: t.database.kind,
      validateResponses: true,
      rateLimit: { limits: { reportHelpPlace: { max: 2, timeWindow: 60_000 } } },
      trustProxy: 1,
    });
    try {
      const from = (address: string) => report('seoul-seobu-employment', { reason: 'OTHER' }, { 'x-forwarded-for': address }, limited);
      expect((await from('203.0.113.9')).statusCode).toBe(201);
      expect((await from('203.0.113.9')).statusCode).toBe(201);
      const refused = await from('203.0.113.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await from('198.51.100.9')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
    // the default limit is there for every server
    expect(DEFAULT_RATE_LIMITS.reportHelpPlace).toEqual({ max: 10, timeWindow: 600_000 });
  });
});
