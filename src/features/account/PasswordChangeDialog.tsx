import { useRef, useState, type FormEvent } from 'react';
import { useChangePassword } from '../../../generated/api/member/member.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { TextInput } from '../../shared/ui/TextInput.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { HINTS } from '../../shared/validation/messages.ts';
import { checkPasswordConfirmation, validatePassword } from '../../shared/validation/rules.ts';
import { isApiError } from '../../shared/http/api-error.ts';
import { CURRENT_PASSWORD_MESSAGES, passwordChangeFailure, validateCurrentPassword } from './account-failures.ts';

export const PASSWORD_DIALOG_TITLE = '비밀번호 변경';

export function PasswordChangeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title={PASSWORD_DIALOG_TITLE} onClose={onClose}>
      <PasswordChangeForm onDone={onClose} />
    </Dialog>
  );
}

/** The current password (the server checks it), then the new one with the sign-up rules, validated on every change;
 *  the confirmation must match. */
function PasswordChangeForm({ onDone }: { onDone: () => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState({ current: false, password: false, confirmation: false });
  const [wrongCurrent, setWrongCurrent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const change = useChangePassword();
  const toast = useToast();

  const currentError = (touched.current ? validateCurrentPassword(current) : null) ?? wrongCurrent;
  const passwordError = touched.password ? validatePassword(password) : null;
  const match = checkPasswordConfirmation(password, confirmation);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ current: true, password: true, confirmation: true });
    setFailure(null);
    if (validateCurrentPassword(current) || wrongCurrent) return currentRef.current?.focus();
    if (validatePassword(password)) return passwordRef.current?.focus();
    if (!match.matches) return confirmRef.current?.focus();
    change.mutate(
      { data: { currentPassword: current.trim(), newPassword: password.trim(), newPasswordCheck: confirmation.trim() } },
      {
        onSuccess: () => {
          toast.show('비밀번호를 바꿨어요.', { variant: 'success' });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'WRONG_PASSWORD') {
            setWrongCurrent(error.message || CURRENT_PASSWORD_MESSAGES.wrong);
            currentRef.current?.focus();
          } else setFailure(passwordChangeFailure(error));
        },
      },
    );
  };

  return (
    <form className="account-dialog-form" onSubmit={submit} noValidate>
      <TextInput
        ref={currentRef}
        label="현재 비밀번호"
        type="password"
        autoComplete="current-password"
        value={current}
        onValueChange={(value) => {
          setCurrent(value);
          setWrongCurrent(null);
          setTouched((t) => ({ ...t, current: true }));
        }}
        error={currentError}
      />
      <TextInput
        ref={passwordRef}
        label="새 비밀번호"
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          setTouched((t) => ({ ...t, password: true }));
        }}
        helperText={HINTS.password}
        error={passwordError}
      />
      <TextInput
        ref={confirmRef}
        label="새 비밀번호 확인"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={(value) => {
          setConfirmation(value);
          setTouched((t) => ({ ...t, confirmation: true }));
        }}
        error={touched.confirmation && !match.matches ? match.message : null}
        success={touched.confirmation && match.matches ? match.message : null}
      />
      {failure && (
        <p role="alert" className="account-dialog-form__failure">
          {failure}
        </p>
      )}
      <div className="account-dialog-form__actions">
        <Button variant="secondary" onClick={onDone}>
          취소
        </Button>
        <Button type="submit" busy={change.isPending}>
          {change.isPending ? '바꾸는 중…' : '변경하기'}
        </Button>
      </div>
    </form>
  );
}
