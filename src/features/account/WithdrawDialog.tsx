import { useRef, useState, type FormEvent } from 'react';
import { useWithdraw } from '#generated/api/auth/auth.ts';
import { isApiError } from '../../shared/http/api-error.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { TextInput } from '../../shared/ui/TextInput.tsx';
import { DialogFormFooter } from './DialogFormFooter.tsx';
import { CURRENT_PASSWORD_MESSAGES, validateCurrentPassword, withdrawFailure } from './account-failures.ts';

export const WITHDRAW_TITLE = '정말 탈퇴하시겠어요?';
export const WITHDRAW_TEXT = '탈퇴하시면 이전의 기록들은 모두 삭제돼요';
export const WITHDRAW_PASSWORD_HINT = '확인을 위해 지금 쓰는 비밀번호를 입력해주세요.';

interface WithdrawDialogProps {
  open: boolean;
  onCancel: () => void;
  onWithdrawn: () => void;
  /** a failure other than the password: the dialog closes and the page says it */
  onFailure: (message: string) => void;
}

/** The withdrawal's confirmation (spec: title and text) with the current password, which the server checks like a
 *  password change does: a wrong one stays in the dialog at its field. */
export function WithdrawDialog({ open, onCancel, onWithdrawn, onFailure }: WithdrawDialogProps) {
  return (
    <Dialog open={open} title={WITHDRAW_TITLE} onClose={onCancel} role="alertdialog" hideCloseButton>
      <WithdrawForm onCancel={onCancel} onWithdrawn={onWithdrawn} onFailure={onFailure} />
    </Dialog>
  );
}

function WithdrawForm({ onCancel, onWithdrawn, onFailure }: Omit<WithdrawDialogProps, 'open'>) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const withdraw = useWithdraw();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = validateCurrentPassword(password);
    if (missing) {
      setError(missing);
      return field.current?.focus();
    }
    withdraw.mutate(
      { data: { currentPassword: password.trim() } },
      {
        onSuccess: onWithdrawn,
        onError: (failure) => {
          if (isApiError(failure) && failure.code === 'WRONG_PASSWORD') {
            setError(failure.message || CURRENT_PASSWORD_MESSAGES.wrong);
            field.current?.focus();
          } else onFailure(withdrawFailure(failure));
        },
      },
    );
  };

  return (
    <form className="account-dialog-form" onSubmit={submit} noValidate>
      <p className="dialog__message">{WITHDRAW_TEXT}</p>
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
        helperText={WITHDRAW_PASSWORD_HINT}
        error={error}
      />
      <DialogFormFooter failure={null} onCancel={onCancel}>
        <Button type="submit" busy={withdraw.isPending}>
          탈퇴하기
        </Button>
      </DialogFormFooter>
    </form>
  );
}
