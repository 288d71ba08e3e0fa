// Bodies for the discover-* mock specs (the job encyclopedia, the dreamers), typed from the generated model.
import type { DreamerCard } from '#generated/model/dreamerCard.zod.ts';
import type { JobPage } from '#generated/model/jobPage.zod.ts';
import { envelope } from './bodies.ts';

type JobCard = JobPage['content'][number];

export const job = (jobId: number, jobName: JobCard['jobName']): JobCard => ({
  jobId,
  jobName,
  jobDescription: `${jobName}의 하루를 소개합니다.`,
  imageUrl: `https://cdn.saegil.kr/jobs/${jobId}.png`,
  todoGroupNum: jobId * 3,
});

export const jobPage = (content: JobCard[], totalPages: number, number = 0) =>
  envelope<JobPage>({ content, totalPages, totalElements: totalPages * 9, number, size: 9 });

export const dreamer = (todoGroupId: number): DreamerCard => ({
  todoGroupId,
  regionName: '부산광역시 해운대구',
  jobName: '요양보호사',
  memberNickname: `드리머${todoGroupId}`,
  daysAgo: todoGroupId,
  todoCount: 3,
  profileImage: null,
  todos: [{ title: '교육원 등록하기', completed: true }],
});
