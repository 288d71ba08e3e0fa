import type { TrainingCourse } from '../../../generated/model/trainingCourse.zod.ts';
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
          <div>
            <dt>과정 번호</dt>
            <dd>{course.trprId}</dd>
          </div>
        </>
      )}
    </DetailDialog>
  );
}
