import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGIONS } from '../seed/regions.ts';
import { buildTestApp } from '../test-support/index.ts';
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
