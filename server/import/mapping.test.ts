import { describe, expect, it } from 'vitest';
import { JOBS } from '../seed/jobs.ts';
import { REGIONS } from '../seed/regions.ts';
import { JOB_WORDS, jobOfTexts, regionOfCode, regionOfText } from './mapping.ts';
import { mapSaraminItem } from './saramin.ts';
import { saraminSample, work24Sample } from './test-support/samples.ts';
import { durationText, mapWork24Item } from './work24.ts';
import { unescapeHtml, wonText } from './text.ts';

describe('job mapping', () => {
  it('has words for exactly the 20 jobs, and each job name maps to itself', () => {
    expect(Object.keys(JOB_WORDS).sort()).toEqual(JOBS.map((job) => job.jobName).sort());
    for (const job of JOBS) expect(jobOfTexts([job.jobName])).toBe(job.jobName);
  });

  it('maps each job certificate of the seed to its job', () => {
    for (const job of JOBS) for (const certificate of job.certification.filter((c) => !c.includes('컴퓨터활용능력'))) {
      expect(jobOfTexts([certificate]), certificate).toBe(job.jobName);
    }
  });

  it('prefers the more specific word and falls back from the job name to keywords and title', () => {
    expect(jobOfTexts(['애견미용사 3급'])).toBe('반려동물 미용사');
    expect(jobOfTexts(['피부미용 국가자격 취득과정'])).toBe('피부 미용사');
    expect(jobOfTexts(['경리'])).toBe('경리사무원');
    expect(jobOfTexts(['', '영업관리', '[마포구] 카페 바리스타 모집'])).toBe('바리스타');
    expect(jobOfTexts(['건설현장 관리', '토목 설계'])).toBeUndefined();
  });
});

describe('region mapping', () => {
  it('reads 사람인 location texts (HTML-escaped) and 고용24 addresses and area codes', () => {
    expect(regionOfText(unescapeHtml('서울 &gt; 구로구'))?.regionName).toBe('서울특별시 구로구');
    expect(regionOfText('부산광역시 해운대구 센텀중앙로 90, 7층')).toMatchObject({ regionCode: 26350, city: '부산광역시' });
    expect(regionOfCode('11530')?.regionName).toBe('서울특별시 구로구');
    expect(regionOfText('경기 > 수원시 팔달구')).toBeUndefined();
    expect(regionOfCode('41115')).toBeUndefined();
  });

  it('knows every one of the 75 districts by its full name and code', () => {
    for (const region of REGIONS) {
      expect(regionOfText(region.regionName)?.regionCode).toBe(region.regionCode);
      expect(regionOfCode(String(region.regionCode))?.regionName).toBe(region.regionName);
    }
  });
});

describe('source items', () => {
  it('maps the 사람인 sample: three postings, the 경기 one skipped, the last one closed', () => {
    const mapped = saraminSample().jobs.job.map(mapSaraminItem);
    expect(mapped.map((m: ReturnType<typeof mapSaraminItem>) => ('row' in m ? m.row.jobName : m.skip))).toEqual([
      '요양보호사',
      '7개 시의 구·군이 아님',
      '간호조무사',
      '경리사무원',
    ]);
    const [caregiver, , nurse, clerk] = mapped.map((m: ReturnType<typeof mapSaraminItem>) => ('row' in m ? m.row : undefined));
    expect(caregiver).toMatchObject({ locationName: '서울특별시 구로구', city: '서울특별시', closeType: '접수마감일', salary: '2,600~2,800만원', closed: false });
    expect(caregiver!.url).toMatch(/^https:\/\/www\.saramin\.co\.kr\//);
    expect(nurse).toMatchObject({ closeType: '채용시', salary: '회사내규에 따름', jobTypeName: '정규직' });
    expect(clerk).toMatchObject({ closed: true, locationName: '서울특별시 영등포구' });
  });

  it('skips 사람인 items without an id, a title or a link', () => {
    const [item] = saraminSample().jobs.job;
    expect(mapSaraminItem({ ...item, id: '' })).toEqual({ skip: '필수 항목이 없거나 형식이 다름' });
    expect(mapSaraminItem({ ...item, url: 'javascript:alert(1)' })).toEqual({ skip: '필수 항목이 없거나 형식이 다름' });
    expect(mapSaraminItem('not an item')).toEqual({ skip: '필수 항목이 없거나 형식이 다름' });
  });

  it('keeps only links to the two sources: a 사람인 posting on saramin.co.kr, a 고용24 course on work24.go.kr (issue 21.11)', () => {
    const [posting] = saraminSample().jobs.job;
    const [course] = work24Sample().srchList;
    expect(mapSaraminItem({ ...posting, url: 'https://m.saramin.co.kr/job-search/view?rec_idx=1' })).toHaveProperty('row.url', 'https://m.saramin.co.kr/job-search/view?rec_idx=1');
    for (const url of [
      'https://evil.example/saramin',
      'https://www.saramin.co.kr.evil.example/x',
      'https://www.saramin.co.kr@evil.example/x',
      'https://notsaramin.co.kr/x',
      'https://www.saramin.co.kr:8443/x',
      'https://www.work24.go.kr/hr/a/a/3100/selectTracseDetl.do',
    ]) {
      expect(mapSaraminItem({ ...posting, url }), url).toEqual({ skip: '링크가 사람인·고용24 주소가 아님' });
    }
    expect(mapWork24Item(course)).toHaveProperty('row.titleLink', expect.stringMatching(/^https:\/\/www\.work24\.go\.kr\//));
    for (const titleLink of ['https://evil.example/course', 'https://www.saramin.co.kr/zf_user/jobs/relay/view', 'https://work24.go.kr.evil.example/']) {
      expect(mapWork24Item({ ...course, titleLink }), titleLink).toEqual({ skip: '링크가 사람인·고용24 주소가 아님' });
    }
  });

  it('skips 사람인 items whose times are not times of 2000-2099, and takes 0 as no deadline', () => {
    const [item] = saraminSample().jobs.job;
    for (const bad of ['1e20', '-1', '8640000000001', '1.5', '0']) {
      expect(mapSaraminItem({ ...item, 'posting-timestamp': bad }), bad).toEqual({ skip: '날짜·시각이 올바르지 않음' });
    }
    for (const bad of ['1e20', '-1', '8640000000001']) {
      expect(mapSaraminItem({ ...item, 'expiration-timestamp': bad }), bad).toEqual({ skip: '날짜·시각이 올바르지 않음' });
    }
    expect(mapSaraminItem({ ...item, 'expiration-timestamp': '0', 'close-type': { code: '3' } })).toHaveProperty('row.closeType', '상시');
    expect(mapSaraminItem({ ...item, company: { detail: { name: '푸른\u0000요양' } } })).toEqual({ skip: '쓸 수 없는 문자(NUL)가 있음' });
  });

  it('maps the 고용24 sample: rates as numbers, empty rates as null (not zero), fees with commas', () => {
    const mapped = work24Sample().srchList.map(mapWork24Item);
    const rows = mapped.map((m: ReturnType<typeof mapWork24Item>) => ('row' in m ? m.row : m.skip));
    expect(rows[0]).toMatchObject({ jobName: '요양보호사', regionCode: 11530, emplRate3: 52.3, emplRate6: 64.1, satisfaction: 91.2, realMan: '1,150,000', type: '이론 위주' });
    expect(rows[1]).toBe('7개 시의 구·군이 아님');
    expect(rows[2]).toMatchObject({ jobName: '경리사무원', regionCode: 26350, emplRate3: null, emplRate6: null, satisfaction: null });
  });

  it('writes fees and durations in the contract formats', () => {
    expect(wonText(1_320_000)).toBe('1,320,000');
    expect(wonText(-1)).toBeUndefined();
    expect(durationText('2026-12-07', '2027-01-29')).toBe('2개월');
    expect(durationText('2026-12-07', '2027-01-15')).toBe('6주');
    expect(durationText('2026-12-01', '2027-02-28')).toBe('3개월');
    expect(durationText('2026-12-01', '2026-12-28')).toBe('4주');
    expect(durationText('2026-12-01', '2026-12-03')).toBe('3일');
  });
});
