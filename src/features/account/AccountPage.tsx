import { useEffect, useState } from 'react';
import { useGetMemberInfo, useGetSocialLinks } from '#generated/api/member/member.ts';
import { birthDateInKorean } from '../../shared/format/birth-date.ts';
import { errorMessage } from '../../shared/http/api-error.ts';
import { writeUserStore } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { AlertDialog } from '../../shared/ui/Dialog.tsx';
import { Divider } from '../../shared/ui/Divider.tsx';
import { AccountActions } from './AccountActions.tsx';
import { InterestJobsDialog } from './InterestJobsDialog.tsx';
import { NicknameRow } from './NicknameRow.tsx';
import { PasswordChangeDialog } from './PasswordChangeDialog.tsx';
import { ProfileImageSection } from './ProfileImageSection.tsx';
import { NO_CODE_NUDGE, RecoveryCodeDialog } from './RecoveryCodeDialog.tsx';
import { RegionRow } from './RegionRow.tsx';
import { SocialLinksRow } from './SocialLinksRow.tsx';
import './account.css';

export const SHOWN_JOBS = 5;

/** /mypage: the member's own account, every part changeable in place. */
export function AccountPage() {
  const info = useGetMemberInfo();
  const [failure, setFailure] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'password' | 'jobs' | 'recoveryCode' | null>(null);
  const member = info.data?.data;
  // a member who signed up with 카카오/네이버 has no password until they make one (the same call as SocialLinksRow's)
  const hasPassword = useGetSocialLinks().data?.data.hasPassword ?? true;

  // the top bar reads the userStore: keep it in step with what the server says
  useEffect(() => {
    if (!member) return;
    writeUserStore({ nickname: member.nickname, regionName: member.regionName ?? '', userImage: member.profileImage ?? '' });
  }, [member]);

  return (
    <section className="page account" aria-labelledby="account-title">
      <h1 id="account-title" className="page__title">
        내 정보
      </h1>
      {info.isPending ? (
        <p role="status" className="page__lead">
          내 정보를 불러오는 중이에요…
        </p>
      ) : info.isError ? (
        <LoadFailure message={errorMessage(info.error)} onRetry={() => void info.refetch()} retrying={info.isFetching} />
      ) : member ? (
        <>
          <ProfileImageSection profileImage={member.profileImage} onFailure={setFailure} />
          <Divider />
          <dl className="account-rows">
            <NicknameRow nickname={member.nickname} onFailure={setFailure} />
            <div className="account-row">
              <dt className="account-row__label">아이디</dt>
              <dd className="account-row__value">
                <span className="account-row__text">{member.loginId}</span>
              </dd>
            </div>
            <div className="account-row">
              <dt className="account-row__label">비밀번호</dt>
              <dd className="account-row__value">
                {hasPassword ? (
                  <>
                    <span className="account-row__text">
                      <span aria-hidden="true">••••••••</span>
                      <span className="visually-hidden">가려져 있어요</span>
                    </span>
                    <Button variant="secondary" aria-label="비밀번호 변경" aria-haspopup="dialog" onClick={() => setDialog('password')}>
                      변경
                    </Button>
                  </>
                ) : (
                  <>
                    <span className="account-row__text account-row__text--plain">아직 없어요. 간편 로그인으로 들어와요</span>
                    <Button variant="secondary" aria-haspopup="dialog" onClick={() => setDialog('password')}>
                      비밀번호 만들기
                    </Button>
                  </>
                )}
              </dd>
            </div>
            <div className="account-row">
              <dt className="account-row__label">복구 코드</dt>
              <dd className="account-row__value">
                {member.hasRecoveryCode ? (
                  <span className="account-row__text account-row__text--plain">비밀번호를 잊었을 때 아이디와 함께 써요</span>
                ) : (
                  <span className="account-row__nudge">{NO_CODE_NUDGE}</span>
                )}
                <Button variant={member.hasRecoveryCode ? 'secondary' : 'primary'} aria-haspopup="dialog" onClick={() => setDialog('recoveryCode')}>
                  {member.hasRecoveryCode ? '복구 코드 새로 만들기' : '복구 코드 만들기'}
                </Button>
              </dd>
            </div>
            <SocialLinksRow onFailure={setFailure} />
            <RegionRow regionName={member.regionName} onFailure={setFailure} />
            <div className="account-row">
              <dt className="account-row__label">생년월일</dt>
              <dd className="account-row__value">
                <span className="account-row__text">{birthDateInKorean(member.birthDate)}</span>
              </dd>
            </div>
            <div className="account-row">
              <dt className="account-row__label">관심 직업</dt>
              <dd className="account-row__value">
                {member.jobs.length === 0 ? (
                  <span className="account-row__text">아직 담은 직업이 없어요</span>
                ) : (
                  <ul className="account-row__jobs" aria-label="담은 직업">
                    {member.jobs.slice(0, SHOWN_JOBS).map((job) => (
                      <li key={job.jobId} className="account-row__job">
                        {job.jobName}
                      </li>
                    ))}
                  </ul>
                )}
                <Button variant="secondary" aria-label="관심 직업 변경" aria-haspopup="dialog" onClick={() => setDialog('jobs')}>
                  변경
                </Button>
              </dd>
            </div>
          </dl>
          <Divider />
          <AccountActions onFailure={setFailure} />
          <PasswordChangeDialog open={dialog === 'password'} hasPassword={hasPassword} onClose={() => setDialog(null)} />
          <RecoveryCodeDialog
            open={dialog === 'recoveryCode'}
            loginId={member.loginId}
            hasCode={member.hasRecoveryCode}
            onClose={() => setDialog(null)} />
          <InterestJobsDialog open={dialog === 'jobs'} jobs={member.jobs} onClose={() => setDialog(null)} />
        </>
      ) : null}
      <AlertDialog open={failure !== null} message={failure ?? ''} onClose={() => setFailure(null)} />
    </section>
  );
}

function LoadFailure({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="account__failure">
      <p className="page__lead">내 정보를 불러오지 못했어요.</p>
      <p>{message}</p>
      <Button onClick={onRetry} busy={retrying}>
        {retrying ? '다시 불러오는 중…' : '다시 불러오기'}
      </Button>
    </div>
  );
}
