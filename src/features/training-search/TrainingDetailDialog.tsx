import type { TrainingCourse } from '../../../generated/model/trainingCourse.zod.ts';
import { rateValueText, satisfactionText } from '../../shared/format/course-outcome.ts';
import { DetailDialog, type DetailScrapProps } from '../../shared/search/DetailDialog.tsx';

interface TrainingDetailDialogProps extends DetailScrapProps {
  course: TrainingCourse | null;
}

/** The course's facts and the way out to the employment-training site (new tab). */
export function TrainingDetailDialog({ course, ...scrap }: TrainingDetailDialogProps) {
  return (
    <DetailDialog title={course?.title ?? null} href={course?.titleLink ?? ''} linkLabel="고용24에서 보기" {...scrap}>
      {course && (
        <>
          <div>
            <dt>교육 기관</dt>
            <dd>{course.subTitle}</dd>
          </div>
          <div>
            <dt>주소</dt>
            <dd>{course.address}</dd>
          </div>
          <div>
            <dt>교육 기간</dt>
            <dd>
              {course.traStartDate} ~ {course.traEndDate} ({course.traDuration})
            </dd>
          </div>
          <div>
            <dt>회차</dt>
            <dd>{course.trprDegr}회차</dd>
          </div>
          {course.yardMan > 0 && (
            <div>
              <dt>정원</dt>
              <dd>{course.yardMan}명</dd>
            </div>
          )}
          <div>
            <dt>수강료</dt>
            <dd>{course.realMan}원</dd>
          </div>
          {course.courseMan !== null && course.courseMan !== course.realMan && (
            <div>
              <dt>고용24 수강비</dt>
              <dd>{course.courseMan}원</dd>
            </div>
          )}
          <div>
            <dt>수료 후 3개월 취업률</dt>
            <dd>{rateValueText(course.eiEmplRate3)}</dd>
          </div>
          <div>
            <dt>수료 후 6개월 취업률</dt>
            <dd>{rateValueText(course.eiEmplRate6)}</dd>
          </div>
          <div>
            <dt>수강생 만족도</dt>
            <dd>{satisfactionText(course.stdgScor)}</dd>
          </div>
          <div>
            <dt>과정 번호</dt>
            <dd>{course.trprId}</dd>
          </div>
        </>
      )}
    </DetailDialog>
  );
}
