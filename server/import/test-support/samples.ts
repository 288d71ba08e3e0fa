// The two sample answers of ../shared/data/importers (copied beside the tests so they run from this repository alone),
// with their open postings' dates moved relative to today so the tests do not age.
import { readFileSync } from 'node:fs';

const read = (name: string) => JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DAY_S = 86_400;

/** The 사람인 sample; open postings were posted 1-4 days ago and close in 10-40 days. */
export function saraminSample(now = new Date()) {
  const body = read('saramin-job-search.sample.json');
  const seconds = Math.floor(now.getTime() / 1000);
  body.jobs.job.forEach((job: Record<string, unknown>, i: number) => {
    if (job.active !== 1) return;
    job['posting-timestamp'] = String(seconds - (i + 1) * DAY_S);
    job['expiration-timestamp'] = String(seconds + (10 + 10 * i) * DAY_S);
  });
  return body;
}

const day = (now: Date, offset: number) => new Date(now.getTime() + offset * DAY_S * 1000).toISOString().slice(0, 10);

/** The 고용24 sample; courses start in 12-40 days and last about eight weeks. */
export function work24Sample(now = new Date()) {
  const body = read('work24-training-list.sample.json');
  body.srchList.forEach((course: Record<string, unknown>, i: number) => {
    course.traStartDate = day(now, 12 + 14 * i);
    course.traEndDate = day(now, 12 + 14 * i + 54);
  });
  return body;
}
