import type { RecruitPosting } from '../../../generated/model/recruitPosting.zod.ts';
import { describePostingDeadline, postingDeadline } from '../../shared/format/deadline.ts';
import { DetailDialog, type DetailScrapProps } from '../../shared/search/DetailDialog.tsx';
import { formatCount } from '../../shared/format/count.ts';

interface RecruitDetailDialogProps extends DetailScrapProps {
  posting: RecruitPosting | null;
}

/** The posting's facts and the way out to the recruitment site (new tab). */
export function RecruitDetailDialog({ posting, ...scrap }: RecruitDetailDialogProps) {
  return (
    <DetailDialog title={posting?.title ?? null} href={posting?.url ?? ''} linkLabel="채용 사이트에서 보기" {...scrap}>
      {posting && (
        <>
          <div>
            <dt>회사</dt>
            <dd>{posting.companyName}</dd>
          </div>
          <div>
            <dt>직업</dt>
            <dd>{posting.jobName}</dd>
          </div>
          <div>
            <dt>근무 지역</dt>
            <dd>{posting.locationName}</dd>
          </div>
          <div>
            <dt>근무 형태</dt>
            <dd>{posting.jobTypeName}</dd>
          </div>
          <div>
            <dt>경력</dt>
            <dd>{posting.experienceLevel}</dd>
          </div>
          <div>
            <dt>학력</dt>
            <dd>{posting.requiredEducationLevel}</dd>
          </div>
          <div>
            <dt>급여</dt>
            <dd>{posting.salary}</dd>
          </div>
          <div>
            <dt>등록일</dt>
            <dd>{posting.postDate}</dd>
          </div>
          <div>
            <dt>마감</dt>
            <dd>
              {posting['expiration-date']} ({posting.closeType}) ·{' '}
              <span aria-hidden="true">{postingDeadline(posting)}</span>
              <span className="visually-hidden">{describePostingDeadline(posting)}</span>
            </dd>
          </div>
          <div>
            <dt>관심</dt>
            <dd>{formatCount(posting.count)}명</dd>
          </div>
        </>
      )}
    </DetailDialog>
  );
}
