// Bodies for the plan-* mock specs where Prism's random data can't show a state (an exact D-0, an empty list, many
// pages, a known scrap state). Typed from the generated model, so the app's zod check accepts every one of them.
import type { RecruitPosting } from '#generated/model/recruitPosting.zod.ts';
import type { ScrapCheck } from '#generated/model/scrapCheck.zod.ts';
import type { ScrappedRecruit } from '#generated/model/scrappedRecruit.zod.ts';
import type { ScrappedTraining } from '#generated/model/scrappedTraining.zod.ts';
import type { Todo } from '#generated/model/todo.zod.ts';
import type { TodoGroup } from '#generated/model/todoGroup.zod.ts';
import type { TrainingCourse } from '#generated/model/trainingCourse.zod.ts';
import { envelope } from './bodies.ts';

const recruitUrl = (n: number) => `https://www.saramin.co.kr/zf_user/jobs/relay/view?rec_idx=4912345${n}`;
const courseLink = (n: number) => `https://www.work24.go.kr/hr/a/a/3100/selectTracseDetl.do?tracseId=AIG2024000041234${n}`;

export function posting(n: number, over: Partial<RecruitPosting> = {}): RecruitPosting {
  return {
    isExample: false,
    url: recruitUrl(n),
    active: 1,
    title: `요양보호사 모집 공고 ${n}`,
    jobName: '요양보호사',
    companyName: `행복요양센터 ${n}호점`,
    locationName: '서울특별시 종로구',
    jobTypeName: '정규직',
    experienceLevel: '경력무관',
    requiredEducationLevel: '학력무관',
    closeType: '접수마감일',
    salary: '월 230만원',
    id: `4912345${n}`,
    postTimestamp: '1794787200',
    postDate: '2026-11-16',
    'expiration-timestamp': '1796569199',
    'expiration-date': '2026-12-06',
    deadline: `D-${n}`,
    count: 10 + n,
    ageLimit: null,
    ageFree: false,
    ...over,
  };
}

export const recruitList = (jobs: RecruitPosting[], total = jobs.length, start = 0) => envelope({ count: 10, start, total, job: jobs });

export function course(n: number, over: Partial<TrainingCourse> = {}): TrainingCourse {
  return {
    isExample: false,
    address: `서울특별시 종로구 종로 ${n}`,
    realMan: '350,000',
    subTitle: `종로요양보호사교육원 ${n}`,
    title: `요양보호사 자격 취득 과정 ${n}`,
    titleLink: courseLink(n),
    traStartDate: '2026-12-01',
    traEndDate: '2027-02-26',
    traDuration: '3개월',
    trainstCstId: '500020054321',
    trprDegr: String(n),
    trprId: `AIG2024000041234${n}`,
    yardMan: 20,
    eiEmplRate3: 41.5,
    eiEmplRate6: 55,
    stdgScor: 91.2,
    courseMan: null,
    type: '이론 위주',
    ...over,
  };
}

export const trainingList = (courses: TrainingCourse[], total = courses.length, pageNum = 0) =>
  envelope({ srchList: courses, scn_cnt: total, pageNum, pageSize: 10 });

export const scrapChecked = (flags: boolean[]) => envelope(flags.map((isScrap, index): ScrapCheck => ({ index, isScrap })));

const springSort = [{ direction: 'DESC', property: 'createdAt', ignoreCase: false, nullHandling: 'NATIVE', ascending: false, descending: true }];
export const scrapPage = (content: (ScrappedRecruit | ScrappedTraining)[], { totalElements = content.length, number = 0 } = {}) =>
  envelope({
    totalElements,
    totalPages: Math.ceil(totalElements / 9),
    size: 9,
    content,
    number,
    numberOfElements: content.length,
    first: number === 0,
    last: (number + 1) * 9 >= totalElements,
    empty: content.length === 0,
    sort: springSort,
    pageable: { pageNumber: number, pageSize: 9, offset: number * 9, paged: true, unpaged: false, sort: springSort },
  });

export function scrappedRecruit(n: number, over: Partial<ScrappedRecruit> = {}): ScrappedRecruit {
  return {
    isExample: false,
    scrapId: 300 + n,
    id: `4912345${n}`,
    title: `스크랩한 요양보호사 공고 ${n}`,
    companyName: `행복요양센터 ${n}호점`,
    locationName: '서울특별시 종로구',
    experienceLevel: '경력무관',
    jobTypeName: '정규직',
    'expiration-date': '2026-12-06',
    deadline: `D-${n}`,
    url: recruitUrl(n),
    active: 1,
    closeType: '접수마감일',
    ...over,
  };
}

export function scrappedTraining(n: number, over: Partial<ScrappedTraining> = {}): ScrappedTraining {
  return {
    isExample: false,
    scrapId: 400 + n,
    trprId: `AIG2024000041234${n}`,
    title: `스크랩한 요양보호사 과정 ${n}`,
    subTitle: `종로요양보호사교육원 ${n}`,
    address: `서울특별시 종로구 종로 ${n}`,
    trprDegr: String(n),
    traDuration: '3개월',
    realMan: '350,000',
    titleLink: courseLink(n),
    ...over,
  };
}

export function todo(todoId: number, title: string, over: Partial<Todo> = {}): Todo {
  return { todoId, title, completed: false, isMemoExist: false, isPublic: false, ...over };
}

export const todoGroup = (todoGroupId: number | null, jobName: TodoGroup['jobName'], todos: Todo[], totalView = 57) =>
  envelope<TodoGroup>({
    todoGroupId,
    memberNickname: todoGroupId ? '새출발' : null,
    profileImage: null,
    daysAgo: todoGroupId ? 23 : null,
    jobName,
    totalView: todoGroupId ? totalView : null,
    todos,
  });
