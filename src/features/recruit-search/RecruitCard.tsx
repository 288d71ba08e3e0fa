import type { RecruitPosting } from '../../../generated/model/recruitPosting.zod.ts';
import { deadlineBadgeClass, describePostingDeadline, postingDeadline } from '../../shared/format/deadline.ts';
import { ScrapHeart } from '../../shared/ui/ScrapHeart.tsx';
import { formatCount } from '../../shared/format/count.ts';

interface RecruitCardProps {
  posting: RecruitPosting;
  scrapped: boolean;
  scrapBusy: boolean;
  onToggleScrap: () => void;
  onOpen: () => void;
}

export function RecruitCard({ posting, scrapped, scrapBusy, onToggleScrap, onOpen }: RecruitCardProps) {
  const deadline = postingDeadline(posting);
  return (
    <article className="recruit-card">
      <div className="recruit-card__top">
        <span className={deadlineBadgeClass(deadline)}>
          <span aria-hidden="true">{deadline}</span>
          <span className="visually-hidden">{describePostingDeadline(posting)}</span>
        </span>
        <ScrapHeart itemTitle={posting.title} scrapped={scrapped} busy={scrapBusy} onToggle={onToggleScrap} />
      </div>
      <p className="recruit-card__company">{posting.companyName}</p>
      <h3 className="recruit-card__title">
        <button type="button" className="recruit-card__open" onClick={onOpen} aria-haspopup="dialog">
          {posting.title}
        </button>
      </h3>
      <ul className="recruit-card__facts" aria-label="공고 조건">
        <li>{posting.locationName}</li>
        <li>{posting.jobTypeName}</li>
        <li>{posting.experienceLevel}</li>
        <li>{posting.requiredEducationLevel}</li>
      </ul>
      <p className="recruit-card__salary">{posting.salary}</p>
      <p className="recruit-card__interest">관심 {formatCount(posting.count)}명</p>
    </article>
  );
}
