// Every fact the service states comes with its source page and that page's date, and none is past its review-by
// day (today from the clock). No database.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGIONS } from '../regions.ts';
import { JOBS } from '../jobs.ts';
import { FactFileError, loadFacts, overdueFacts, parseFactFile, type HelpPlace, type JobRequirement } from './facts.ts';

const today = new Date().toISOString().slice(0, 10);
const { helpPlaces, jobRequirements, files } = loadFacts();
const allFacts: readonly (HelpPlace | JobRequirement)[] = [...helpPlaces, ...jobRequirements];
const fallbackCodes = new Set(
  (JSON.parse(readFileSync(new URL('../../../generated/regions-fallback.json', import.meta.url), 'utf8')) as { regionCode: number }[]).map(
    (region) => region.regionCode,
  ),
);
const seedCodes = new Set(REGIONS.map((region) => region.regionCode));

describe('facts folder', () => {
  it('loads the help places and the job requirements', () => {
    expect(files).toEqual(expect.arrayContaining(['help-places.json', 'job-requirements.json']));
    expect(helpPlaces.length).toBeGreaterThan(0);
    expect(jobRequirements.length).toBeGreaterThan(0);
  });

  it('gives every fact (and every extra source) an http(s) address and a 기준일 no later than the reading day', () => {
    const bad = allFacts.flatMap((fact) =>
      [fact.source, ...(fact.otherSources ?? [])]
        .filter((source) => !/^https?:\/\/\S+$/.test(source.url) || !(source.checkedOn <= source.readOn))
        .map((source) => `${fact.id}: ${source.url} ${source.checkedOn}`),
    );
    expect(bad).toEqual([]);
  });

  it('has no fact past its review-by date', () => {
    const overdue = overdueFacts(allFacts, today).map((fact) => `${fact.id} (reviewBy ${fact.reviewBy}, today ${today})`);
    expect(overdue, `다시 확인할 사실 (facts past review-by): ${overdue.join(', ')}`).toEqual([]);
  });

  it('uses only region codes of the project region list and its generated fallback', () => {
    const unknown = helpPlaces.flatMap((place) =>
      [place.regionCode, ...place.servesDistricts]
        .filter((code) => !seedCodes.has(code) || !fallbackCodes.has(code))
        .map((code) => `${place.id}: ${code}`),
    );
    expect(unknown).toEqual([]);
  });

  it('keeps its district coverage: 71/75 districts with a place, 51/75 with a 고용센터 that is there or serves it', () => {
    const covered = (places: readonly HelpPlace[]) =>
      new Set(places.flatMap((place) => [place.regionCode, ...place.servesDistricts]).filter((code) => seedCodes.has(code)));
    const anyPlace = covered(helpPlaces);
    const employment = covered(helpPlaces.filter((place) => place.kind === 'EMPLOYMENT_CENTER'));
    expect(anyPlace.size, 'districts with a place (README, 담은 범위)').toBeGreaterThanOrEqual(71);
    expect(employment.size, 'districts with a 고용센터 (README, 담은 범위)').toBeGreaterThanOrEqual(51);
    // The districts gained in the second reading of 2026-11-28, each from a named source.
    for (const code of [11140, 11170, 11230, 11305, 11350, 11410, 11590, 11620, 28237, 27140, 27200, 27290]) expect(employment.has(code), String(code)).toBe(true);
    for (const code of [11560, 11650, 27170, 27230, 26140, 26170, 26200, 26290, 26410, 26470, 26710, 29110, 29155, 29170]) expect(anyPlace.has(code), String(code)).toBe(true);
  });

  it('keeps an employment centre per city of the seven', () => {
    const cities = new Set(
      helpPlaces.filter((place) => place.kind === 'EMPLOYMENT_CENTER').map((place) => String(place.regionCode).slice(0, 2)),
    );
    const allCities = new Set(REGIONS.map((region) => String(region.regionCode).slice(0, 2)));
    expect([...allCities].filter((city) => !cities.has(city))).toEqual([]);
  });
});

describe('job requirements', () => {
  it('name only jobs of the encyclopedia and say where each line comes from', () => {
    const names = new Set(JOBS.map((job) => job.jobName));
    expect(jobRequirements.filter((line) => !names.has(line.jobName)).map((line) => line.id)).toEqual([]);
    expect(jobRequirements.every((line) => line.siteName.length > 0 && line.text.length > 0)).toBe(true);
  });

  it('state the 요양보호사 training as the 320 hours in force, never the old 240', () => {
    const training = jobRequirements.filter((line) => line.jobName === '요양보호사' && line.kind === 'TRAINING');
    expect(training.map((line) => line.id)).toContain('caregiver-training-hours');
    expect(training.find((line) => line.id === 'caregiver-training-hours')?.text).toMatch(/320시간/);
    expect(training.some((line) => /240시간/.test(line.text))).toBe(false);
    // and the encyclopedia's own preparation time agrees with it
    expect(JOBS.find((job) => job.jobName === '요양보호사')?.certificationPeriod).toMatch(/320시간/);
  });
});

describe('the loader refuses what cannot be shipped', () => {
  const real = helpPlaces[0] as HelpPlace;
  const file = (fact: Record<string, unknown>) => ({ type: 'help-places', facts: [fact] });

  it('refuses a fact without a source, naming it', () => {
    const { source: _source, ...withoutSource } = real;
    expect(() => parseFactFile('x.json', file(withoutSource))).toThrow(FactFileError);
    expect(() => parseFactFile('x.json', file(withoutSource))).toThrow(new RegExp(`x\\.json[\\s\\S]*${real.id}[\\s\\S]*source`));
  });

  it('refuses a source without its date or with a date that does not exist', () => {
    const { checkedOn: _checkedOn, ...undated } = real.source;
    expect(() => parseFactFile('x.json', file({ ...real, source: undated }))).toThrow(/checkedOn/);
    expect(() => parseFactFile('x.json', file({ ...real, source: { ...real.source, checkedOn: '2025-02-30' } }))).toThrow(/checkedOn/);
  });

  it('refuses a region code the project does not know, and a duplicate id', () => {
    expect(() => parseFactFile('x.json', file({ ...real, servesDistricts: [99999] }))).toThrow(/99999/);
    expect(() => parseFactFile('x.json', { type: 'help-places', facts: [real, real] })).toThrow(/duplicate id/);
  });

  it('refuses a requirement of a job the encyclopedia does not have', () => {
    const line = jobRequirements[0] as JobRequirement;
    const file = { type: 'job-requirements', facts: [{ ...line, jobName: '우주비행사' }] };
    expect(() => parseFactFile('x.json', file)).toThrow(/우주비행사[\s\S]*unknown job|unknown job/);
    const { siteName: _siteName, ...nameless } = line;
    expect(() => parseFactFile('x.json', { type: 'job-requirements', facts: [nameless] })).toThrow(/siteName/);
  });

  it('names a fact whose review-by day has passed', () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const stale = { ...real, id: 'stale-place', reviewBy: yesterday };
    expect(overdueFacts([real, stale], today).map((fact) => fact.id)).toEqual(['stale-place']);
  });
});
