import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useRenewRecoveryCode } from '#generated/api/member/member.ts';
import { errorMessage, isApiError } from '../../shared/http/api-error.ts';
import { RecoveryCodeLeaveGuard, RecoveryCodePanel } from '../../shared/recovery-code/RecoveryCodePanel.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { TextInput } from '../../shared/ui/TextInput.tsx';
import { DialogFormFooter } from './DialogFormFooter.tsx';
import { CURRENT_PASSWORD_MESSAGES, validateCurrentPassword } from './account-failures.ts';
import { useMemberInfoCache } from './use-member-info-cache.ts';

export const RENEW_CODE_TITLE = '복구 코드를 새로 만들까요?';
export const RENEW_CODE_TEXT = '새로 만들면 지금 가진 복구 코드는 바로 쓸 수 없게 돼요. 인쇄해 둔 종이의 코드도 마찬가지예요.';
export const FIRST_CODE_TITLE = '복구 코드를 만들까요?';
export const FIRST_CODE_TEXT = '비밀번호를 잊었을 때 아이디와 복구 코드로 새 비밀번호를 정할 수 있어요. 코드는 만든 뒤 한 번만 보여드려요.';
/** /mypage's nudge for a member who signed up before recovery codes (GET /v1/member/info hasRecoveryCode false) */
export const NO_CODE_NUDGE = '아직 복구 코드가 없어요. 비밀번호를 잊어도 계정을 되찾을 수 있게 지금 만들어 두세요.';
export const NEW_CODE_TITLE = '새 복구 코드를 보관해주세요';
export const RENEW_CODE_FAILED = '복구 코드를 새로 만들지 못했어요.';

/** /mypage's 복구 코드 새로 만들기: the old code stops working (said first, with the current password), then the new
 *  code once; the dialog closes only when the member says it is kept. */
export function RecoveryCodeDialog({ open, loginId, hasCode, onClose }: { open: boolean; loginId: string; hasCode: boolean; onClose: () => void }) {
  const [code, setCode] = useState<string | null>(null);
  const updateInfo = useMemberInfoCache();
  const close = () => {
    setCode(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={code ? NEW_CODE_TITLE : hasCode ? RENEW_CODE_TITLE : FIRST_CODE_TITLE}
      // with the new code on screen, Esc does not close it: 보관했어요 does
      onClose={code ? () => {} : close}
      role="alertdialog"
      hideCloseButton
      // the code, the buttons and 보관했어요 may be taller than a phone at 아주 크게: the keyboard can scroll it too
      scrollingBody={Boolean(code)}
    >
      {code ? (
        <NewCode>
          <RecoveryCodePanel code={code} loginId={loginId} />
          <div className="account-dialog-form__actions">
            <Button onClick={close}>보관했어요</Button>
          </div>
          <RecoveryCodeLeaveGuard active />
        </NewCode>
      ) : (
        <RenewForm
          text={hasCode ? RENEW_CODE_TEXT : FIRST_CODE_TEXT}
          onCancel={close}
          onRenewed={(renewed) => {
            setCode(renewed);
            updateInfo(() => ({ hasRecoveryCode: true }));
          }}
        />
      )}
    </Dialog>
  );
}

/** The new code's part of the dialog, focused when it replaces the form (whose button, focused, is gone). */
function NewCode({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="account-dialog-form account-dialog-form--code">
      {children}
    </div>
  );
}

function RenewForm({ text, onCancel, onRenewed }: { text: string; onCancel: () => void; onRenewed: (code: string) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const renew = useRenewRecoveryCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const missing = validateCurrentPassword(password);
    if (missing) {
      setError(missing);
      return field.current?.focus();
    }
    renew.mutate(
      { data: { currentPassword: password.trim() } },
      {
        onSuccess: (response) => onRenewed(response.data.recoveryCode),
        onError: (failed) => {
          if (isApiError(failed) && failed.code === 'WRONG_PASSWORD') {
            setError(failed.message || CURRENT_PASSWORD_MESSAGES.wrong);
            field.current?.focus();
          } else setFailure(`${RENEW_CODE_FAILED}\n${errorMessage(failed)}`);
        },
      },
    );
  };

  return (
    <form className="account-dialog-form" onSubmit={submit} noValidate>
      <p className="dialog__message">{text}</p>
      <TextInput
        ref={field}
        label="현재 비밀번호"
        type="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          setError(null);
        }}
        helperText="확인을 위해 지금 쓰는 비밀번호를 입력해주세요."
        error={error}
      />
      <DialogFormFooter failure={failure} onCancel={onCancel}>
        <Button type="submit" busy={renew.isPending}>
          {renew.isPending ? '만드는 중…' : '새로 만들기'}
        </Button>
      </DialogFormFooter>
    </form>
  );
}
