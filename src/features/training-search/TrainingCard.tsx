import type { TrainingCourse } from '../../../generated/model/trainingCourse.zod.ts';
import { employmentRateText } from '../../shared/format/course-outcome.ts';
import { ScrapHeart } from '../../shared/ui/ScrapHeart.tsx';

interface TrainingCardProps {
  course: TrainingCourse;
  scrapped: boolean;
  scrapBusy: boolean;
  onToggleScrap: () => void;
  onOpen: () => void;
}

export function TrainingCard({ course, scrapped, scrapBusy, onToggleScrap, onOpen }: TrainingCardProps) {
  return (
    <article className="training-card">
      <div className="training-card__top">
        <span className="training-card__round">{course.trprDegr}회차</span>
        {course.yardMan > 0 && <span className="training-card__headcount">정원 {course.yardMan}명</span>}
        <ScrapHeart itemTitle={course.title} scrapped={scrapped} busy={scrapBusy} onToggle={onToggleScrap} />
      </div>
      <p className="training-card__institution">{course.subTitle}</p>
      <h3 className="training-card__title">
        <button type="button" className="training-card__open" onClick={onOpen} aria-haspopup="dialog">
          {course.title}
        </button>
      </h3>
      <p className="training-card__address">{course.address}</p>
      <p className="training-card__dates">
        {course.traStartDate} ~ {course.traEndDate} <span className="training-card__duration">({course.traDuration})</span>
      </p>
      <p className="training-card__fee">수강료 {course.realMan}원</p>
      <p className={`training-card__outcome${course.eiEmplRate6 === null ? ' training-card__outcome--none' : ''}`}>
        {employmentRateText(6, course.eiEmplRate6)}
      </p>
    </article>
  );
}
