// What the reference server holds, read (and a job saved) through the API, typed from the generated model: for the
// live specs' checks that a screen's change really reached the server.
import { expect, type APIRequestContext } from '@playwright/test';
import type { DreamerCard } from '#generated/model/dreamerCard.zod.ts';
import type { JobPage } from '#generated/model/jobPage.zod.ts';
import type { ScrapCheck } from '#generated/model/scrapCheck.zod.ts';
import type { ScrappedRecruitPage } from '#generated/model/scrappedRecruitPage.zod.ts';
import type { ScrappedTrainingPage } from '#generated/model/scrappedTrainingPage.zod.ts';
import type { TodoDetail } from '#generated/model/todoDetail.zod.ts';
import type { TodoGroup } from '#generated/model/todoGroup.zod.ts';
import { apiData, bearer, type Member } from './members.ts';

export type { RecruitPosting as Posting } from '#generated/model/recruitPosting.zod.ts';
export type { TrainingCourse as Course } from '#generated/model/trainingCourse.zod.ts';
export type { RecruitListData } from '#generated/model/recruitListData.zod.ts';
export type { TrainingListData } from '#generated/model/trainingListData.zod.ts';
export type { TodoGroup };
export type { Member };

/** The job's id, found by name in the job encyclopedia (no id hard-coded). */
export async function jobIdOf(request: APIRequestContext, jobName: string): Promise<number> {
  for (let pageNum = 0; pageNum < 5; pageNum++) {
    const data = await apiData<JobPage>(request, `/v1/job/list?pageNum=${pageNum}`);
    const job = data.content.find((j) => j.jobName === jobName);
    if (job) return job.jobId;
    if (pageNum + 1 >= data.totalPages) break;
  }
  throw new Error(`job ${jobName} not in /v1/job/list`);
}

/** Saves a job (by id, or by name) for the member; the new group comes with a few starter to-dos. */
export async function saveJob(request: APIRequestContext, member: Member, job: number | string): Promise<number> {
  const jobId = typeof job === 'number' ? job : await jobIdOf(request, job);
  const response = await request.post(`/v1/my-dream/job/${jobId}`, { headers: bearer(member) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { todoGroupId: number } }).data.todoGroupId;
}

export const myTodoGroup = (request: APIRequestContext, member: Member) => apiData<TodoGroup>(request, '/v1/my-dream/todo', member);

export const myTodoGroupById = (request: APIRequestContext, member: Member, todoGroupId: number) =>
  apiData<TodoGroup>(request, `/v1/my-dream/todo-group/${todoGroupId}`, member);

export const groupTodos = async (request: APIRequestContext, member: Member, todoGroupId: number) =>
  (await myTodoGroupById(request, member, todoGroupId)).todos;

export const todoDetail = (request: APIRequestContext, member: Member, todoId: number) =>
  apiData<TodoDetail>(request, `/v1/my-dream/todo/${todoId}`, member);

/** Another member's public memo, as anyone reads it. */
export const memoOf = (request: APIRequestContext, todoId: number) => apiData<TodoDetail>(request, `/v1/todo/${todoId}/memo`);

/**
 * A seeded demo member's to-do group (found by nickname among the public dreamers, so no id is hard-coded) with
 * its to-dos. Reading a group counts a view, which only moves demo groups further up the lists.
 */
export async function demoGroup(request: APIRequestContext, nickname: string, jobName?: string) {
  const cards = await apiData<DreamerCard[]>(request, '/v1/todo/other/public');
  const card = cards.find((c) => c.memberNickname === nickname && (!jobName || c.jobName === jobName));
  expect(card, `demo member ${nickname} among the public dreamers`).toBeDefined();
  return apiData<TodoGroup & { todoGroupId: number }>(request, `/v1/todo/${card!.todoGroupId}`);
}

export const scrappedRecruits = (request: APIRequestContext, member: Member, query = '') =>
  apiData<ScrappedRecruitPage>(request, `/v1/scrap/recruit/list?pageNum=0${query}`, member);

export const scrappedTrainings = (request: APIRequestContext, member: Member, query = '') =>
  apiData<ScrappedTrainingPage>(request, `/v1/scrap/training/list?pageNum=0${query}`, member);

/** Whether each id is in the member's scraps, in the order asked. */
export async function scrapChecked(request: APIRequestContext, member: Member, category: 'RECRUIT' | 'TRAINING', ids: string[]) {
  const data = await apiData<ScrapCheck[]>(
    request,
    `/v1/scrap/checked?category=${category}&idList=${ids.map(encodeURIComponent).join(',')}`,
    member,
  );
  return ids.map((_, index) => data.find((entry) => entry.index === index)?.isScrap ?? false);
}

/** '서울특별시 종로구 ...' → the city and the district (the second word). */
export function cityAndDistrict(place: string): { city: string; district: string } {
  const [city = '', district = ''] = place.trim().split(/\s+/);
  return { city, district };
}

/** Two items of a list in different districts with different titles (so a region filter can tell them apart). */
export function twoInDifferentDistricts<T extends { title: string }>(items: readonly T[], placeOf: (item: T) => string): [T, T] {
  for (const first of items)
    for (const second of items) {
      if (first.title === second.title) continue;
      if (cityAndDistrict(placeOf(first)).district === cityAndDistrict(placeOf(second)).district) continue;
      if (items.filter((i) => i.title === first.title || i.title === second.title).length > 2) continue;
      return [first, second];
    }
  throw new Error('no two items in different districts on the first page');
}
