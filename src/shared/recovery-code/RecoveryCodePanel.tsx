import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useBlocker } from 'react-router-dom';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/Dialog.tsx';
import { codeGroups, RECOVERY_CODE_TEXTS } from './recovery-code.ts';
import './recovery-code.css';

interface RecoveryCodePanelProps {
  /** 'K7PQ-3MXW-9HTD-R4AE-N2JC', as the server answered it */
  code: string;
  loginId: string;
}

/**
 * A recovery code shown once (sign-up, a reset, a new one on /mypage): what it is for, that it is shown only now, the
 * login id, the code large in five groups, 복사 and 인쇄하기 (a large-print sheet with the id and the code only). The
 * screen around it asks the member to confirm they kept it.
 */
export function RecoveryCodePanel({ code, loginId }: RecoveryCodePanelProps) {
  const [copied, setCopied] = useState<string | null>(null);
  const groups = codeGroups(code);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(RECOVERY_CODE_TEXTS.copied);
    } catch {
      setCopied(RECOVERY_CODE_TEXTS.copyFailed);
    }
  };

  return (
    <div className="recovery-code">
      <p className="recovery-code__purpose">{RECOVERY_CODE_TEXTS.purpose}</p>
      <p className="recovery-code__once">{RECOVERY_CODE_TEXTS.onlyOnce}</p>
      <dl className="recovery-code__facts">
        <div className="recovery-code__fact">
          <dt>아이디</dt>
          <dd className="recovery-code__login-id">{loginId}</dd>
        </div>
        <div className="recovery-code__fact">
          <dt>복구 코드</dt>
          <dd>
            <p className="recovery-code__code" translate="no">
              {groups.map((group, index) => (
                <span key={index} className="recovery-code__group">
                  {index > 0 && <span className="visually-hidden">-</span>}
                  {group}
                </span>
              ))}
            </p>
          </dd>
        </div>
      </dl>
      <div className="recovery-code__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          복사
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          인쇄하기
        </Button>
      </div>
      <p role="status" className="recovery-code__copied">
        {copied}
      </p>
      {typeof document !== 'undefined' && createPortal(<PrintSheet code={code} loginId={loginId} />, document.body)}
    </div>
  );
}

/** What 인쇄하기 prints, in place of the whole page (recovery-code.css): large, black on white, no navigation. */
function PrintSheet({ code, loginId }: RecoveryCodePanelProps) {
  const today = new Date().toLocaleDateString('ko-KR', { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <section className="recovery-print" aria-hidden="true">
      <h1 className="recovery-print__title">새길 복구 코드</h1>
      <p className="recovery-print__label">아이디</p>
      <p className="recovery-print__value">{loginId}</p>
      <p className="recovery-print__label">복구 코드</p>
      <p className="recovery-print__value recovery-print__code">{codeGroups(code).join(' - ')}</p>
      <p>{RECOVERY_CODE_TEXTS.purpose}</p>
      <p>새길 로그인 화면의 ‘아이디·비밀번호 찾기’에서 써요. 한 번 쓰면 새 코드를 드려요.</p>
      <p>다른 사람이 보지 않는 곳에 두세요. 내 정보에서 코드를 새로 만들면 이 코드는 더는 쓸 수 없어요.</p>
      <p>만든 날: {today}</p>
    </section>
  );
}

export const LEAVE_CODE_TITLE = '복구 코드를 보관하셨나요?';
export const LEAVE_CODE_MESSAGE = '이 화면을 나가면 복구 코드를 다시 볼 수 없어요.';

/**
 * While a code is on screen and not yet confirmed: leaving for another screen (a link, Back) first asks whether the
 * code was kept, and closing or reloading the tab asks the browser's own question.
 */
export function RecoveryCodeLeaveGuard({ active }: { active: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={LEAVE_CODE_TITLE}
      message={LEAVE_CODE_MESSAGE}
      cancelLabel="코드 다시 보기"
      confirmLabel="나가기"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
