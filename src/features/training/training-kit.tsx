import { useGetTrainingList } from '#generated/api/training/training.ts';
import type { TrainingCourse } from '#generated/model/trainingCourse.zod.ts';
import { employmentRateText, rateValueText, satisfactionText } from '../../shared/format/course-outcome.ts';
import { useTrainingScrapCalls } from '../search-kit/scrap-calls.ts';
import type { SearchKit, SearchResults } from '../search-kit/SearchPage.tsx';
import { SEARCH_QUERY } from '../search-kit/search-state.ts';
import {
  TRAINING_PAGE_SIZE,
  TRAINING_SORTS,
  trainingListParams,
  type TrainingSearchState,
  type TrainingSort,
} from './training-filter.ts';

/** 'YYYY-MM-DD ~ YYYY-MM-DD', each date on one line: a phone at 아주 크게 broke '2027-01-' from '21' at the hyphen. */
function CoursePeriod({ course }: { course: TrainingCourse }) {
  return (
    <>
      <span className="training-date">{course.traStartDate}</span> ~ <span className="training-date">{course.traEndDate}</span>
    </>
  );
}

/** GET /v1/training/list for the filters. */
function useTrainingResults(state: TrainingSearchState): SearchResults<TrainingCourse> {
  const list = useGetTrainingList(trainingListParams(state), { query: SEARCH_QUERY });
  const data = list.data?.data;
  return { list, items: data?.srchList ?? [], total: data?.scn_cnt ?? 0, pageSize: data?.pageSize || TRAINING_PAGE_SIZE };
}

/** /learning: courses by job, place and course type, their cards and their details (the way out is 고용24). */
export const TRAINING_SEARCH: SearchKit<TrainingCourse, TrainingSort, TrainingSearchState> = {
  title: '학원 정보',
  lead: '국비 지원을 받을 수 있는 교육 과정을 직업과 지역으로 찾아보세요.',
  resultsTitle: '교육 과정',
  texts: {
    loading: '교육 과정을 불러오는 중이에요...',
    failed: '교육 과정을 불러오지 못했어요.',
    empty: '조건에 맞는 교육 과정이 없어요. 직업이나 지역, 수업 방식을 바꿔 보세요.',
  },
  sorts: TRAINING_SORTS,
  useResults: useTrainingResults,
  scrap: { category: 'TRAINING', idOf: (course) => course.trprId, useCalls: useTrainingScrapCalls },
  keyOf: (course, index) => `${course.trprId}-${course.trprDegr}-${index}`,
  idOf: (course) => `${course.trprId}-${course.trprDegr}`,
  titleOf: (course) => course.title,
  card: (course) => ({
    top: (
      <>
        <span className="round-badge">{course.type}</span>
        <span className="round-badge">{course.trprDegr}회차</span>
        {course.yardMan > 0 && <span className="round-badge round-badge--headcount">정원 {course.yardMan}명</span>}
      </>
    ),
    sub: course.subTitle,
    body: (
      <>
        <p className="result-card__meta">{course.address}</p>
        <p className="result-card__meta">
          <CoursePeriod course={course} /> <span className="training-card__duration">({course.traDuration})</span>
        </p>
        <p className="training-card__fee">수강료 {course.realMan}원</p>
        <p className={`training-card__outcome${course.eiEmplRate6 === null ? ' training-card__outcome--none' : ''}`}>
          {employmentRateText(6, course.eiEmplRate6)}
        </p>
      </>
    ),
  }),
  exampleKind: 'course',
  detail: {
    linkLabel: '고용24에서 보기',
    hrefOf: (course) => course.titleLink,
    facts: (course) => [
      { label: '교육 기관', value: course.subTitle },
      { label: '수업 방식', value: course.type },
      { label: '주소', value: course.address },
      {
        label: '교육 기간',
        value: (
          <>
            <CoursePeriod course={course} /> ({course.traDuration})
          </>
        ),
      },
      { label: '회차', value: <>{course.trprDegr}회차</> },
      course.yardMan > 0 && { label: '정원', value: <>{course.yardMan}명</> },
      { label: '수강료', value: <>{course.realMan}원</> },
      course.courseMan !== null &&
        course.courseMan !== course.realMan && { label: '고용24 수강비', value: <>{course.courseMan}원</> },
      { label: '수료 후 3개월 취업률', value: rateValueText(course.eiEmplRate3) },
      { label: '수료 후 6개월 취업률', value: rateValueText(course.eiEmplRate6) },
      { label: '수강생 만족도', value: satisfactionText(course.stdgScor) },
      { label: '과정 번호', value: course.trprId },
    ],
  },
};
