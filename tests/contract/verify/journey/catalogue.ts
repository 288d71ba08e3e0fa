// Journey, part 2: jobs, the recommendation, recruitment and training lists.
import { MISSING_ID, data } from './kit.ts';
import type { Journey } from './kit.ts';
import type { Accounts } from './accounts.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are validated against the contract, then read loosely */

/** What this part hands on to the later ones. */
export type Catalogue = Awaited<ReturnType<typeof catalogue>>;

export async function catalogue(journey: Journey & Accounts) {
  const { v, expectTrue, tokenA } = journey;
  // ── jobs, recommendation, recruitment, training ──
  const jobPage = data(await v.call('getJobList', { query: { pageNum: 0 }, expect: 200 }));
  const jobId: number = jobPage?.content?.[0]?.jobId ?? 1;
  await v.call('getJobList', { query: { pageNum: 0, require: '필요함', workTime: '평일 오전', physical: '낮은 활동량' }, expect: 200 });
  await v.call('getJobList', { query: { pageNum: -1 }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('getJobDetail', { params: { jobId }, expect: 200 });
  await v.call('getJobDetail', { params: { jobId: MISSING_ID }, expect: 404, code: 'NOT_FOUND' });
  await v.call('getJobDetail', { params: { jobId: 'abc' }, expect: 400, code: 'VALIDATION_FAILED' });
  const answers = Array.from({ length: 10 }, (_, i) => ({ questionNum: i + 1, responses: i === 9 ? [] : ['사람을 돌보는 일'] }));
  const recommended = data(await v.call('recommendJobs', { json: { answers }, expect: 200 }));
  const again = data(await v.call('recommendJobs', { json: { answers }, expect: 200 }));
  expectTrue(JSON.stringify(recommended) === JSON.stringify(again), 'the same answers give the same recommendation');
  await v.call('recommendJobs', { json: { answers: [] }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('getPopularRecruits', { expect: 200 });
  await v.call('getPopularRecruits', { token: tokenA, expect: 200 });
  await v.call('getPopularRecruits', { token: 'stale-token', expect: 200 });
  const recruits = data(await v.call('getRecruitList', { query: { pageNum: 0, count: 10, sortBy: '마감 임박순' }, expect: 200 }));
  const postingId: string = recruits?.job?.[0]?.id ?? '1';
  expectTrue((recruits?.job?.length ?? 0) > 0, 'recruitment list is not empty');
  await v.call('getRecruitList', { query: { keyWord: '요양보호사', locationName: '서울특별시', sortBy: '마감 여유순' }, expect: 200 });
  // an unknown sortBy (the original client sends `postDate`) is the default order, not an error
  const byPostDate = data(await v.call('getRecruitList', { query: { pageNum: 0, count: 10, sortBy: 'postDate' }, expect: 200 }));
  expectTrue(JSON.stringify(byPostDate?.job?.map((p: any) => p.id)) === JSON.stringify(recruits?.job?.map((p: any) => p.id)), 'an unknown recruit sortBy is the default order');
  expectTrue(/^[0-9]+$/.test(recruits?.job?.[0]?.postTimestamp ?? ''), 'posting timestamps are strings of unix seconds');
  await v.call('getRecruitList', { query: { count: 51 }, expect: 400, code: 'VALIDATION_FAILED' });
  const ageFree = data(await v.call('getRecruitList', { query: { pageNum: 0, noAgeLimit: 'true' }, expect: 200 }));
  expectTrue((ageFree?.job ?? []).every((p: any) => p.ageLimit === null), 'noAgeLimit=true lists no posting that states an age limit');
  await v.call('getRecruitList', { query: { noAgeLimit: 'yes' }, expect: 400, code: 'VALIDATION_FAILED' });
  // help nearby (issue 24): the places serving 마포구 first, each with its source and 기준일
  const mapo = data(await v.call('getNearbyHelp', { query: { regionCode: 11440 }, expect: 200 }));
  expectTrue((mapo?.places?.length ?? 0) > 0 && mapo.places[0].servesDistrict === true, '마포구 has a place that serves it, first');
  expectTrue((mapo?.places ?? []).every((p: any) => /^https?:\/\//.test(p.source?.url) && /^\d{4}-\d{2}-\d{2}$/.test(p.source?.checkedOn)), 'every place names its source and 기준일');
  await v.call('getNearbyHelp', { query: { regionCode: 'abc' }, expect: 400, code: 'VALIDATION_FAILED' });
  await v.call('getNearbyHelp', { expect: 400, code: 'VALIDATION_FAILED' });
  // 정보가 틀렸어요 (issue 24): a visitor and a member may report a place; an unknown place is 404
  const placeId = mapo?.places?.[0]?.helpId ?? 'seoul-seobu-employment';
  const received = data(await v.call('reportHelpPlace', { params: { helpId: placeId }, json: { reason: 'WRONG_PHONE', note: '전화하니 다른 곳이 받아요.' }, expect: 201 }));
  expectTrue(typeof received?.message === 'string' && /고마워요/.test(received.message), 'a report is answered with a Korean confirmation');
  await v.call('reportHelpPlace', { params: { helpId: placeId }, token: tokenA, json: { reason: 'CLOSED' }, expect: 201 });
  await v.call('reportHelpPlace', { params: { helpId: 'no-such-place' }, json: { reason: 'OTHER' }, expect: 404, code: 'NOT_FOUND' });
  await v.call('reportHelpPlace', { params: { helpId: placeId }, json: { reason: 'WRONG' }, expect: 400, code: 'VALIDATION_FAILED' });
  const training = data(await v.call('getTrainingList', { query: { pageNum: 0, type: '이론 위주' }, expect: 200 }));
  const course = training?.srchList?.[0];
  expectTrue(Boolean(course), 'training list is not empty');
  await v.call('getTrainingList', { query: { jobName: '바리스타', regionName: '부산광역시', type: '실습 위주', sortBy: '개강 늦은순' }, expect: 200 });
  await v.call('getTrainingList', { query: { type: '온라인' }, expect: 400, code: 'VALIDATION_FAILED' });
  const closingFirst = data(await v.call('getTrainingList', { query: { pageNum: 0, type: '이론 위주', sortBy: '마감 임박순' }, expect: 200 }));
  const unknownSort = data(await v.call('getTrainingList', { query: { pageNum: 0, type: '이론 위주', sortBy: 'postDate' }, expect: 200 }));
  const courseKeys = (list: any) => JSON.stringify(list?.srchList?.map((c: any) => `${c.trprId}/${c.trprDegr}`));
  expectTrue(courseKeys(closingFirst) === courseKeys(training) && courseKeys(unknownSort) === courseKeys(training), 'training takes 마감 임박순 and unknown sorts as the default order');
  return { jobId, postingId, course };
}
