import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getGetSocialLinksQueryKey, useChangePassword } from '#generated/api/member/member.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { TextInput } from '../../shared/ui/TextInput.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { HINTS } from '../../shared/validation/messages.ts';
import { checkPasswordConfirmation, validatePassword } from '../../shared/validation/rules.ts';
import { isApiError } from '../../shared/http/api-error.ts';
import { DialogFormFooter } from './DialogFormFooter.tsx';
import { CURRENT_PASSWORD_MESSAGES, passwordChangeFailure, validateCurrentPassword } from './account-failures.ts';

export const PASSWORD_DIALOG_TITLE = '비밀번호 변경';
export const PASSWORD_CREATE_TITLE = '비밀번호 만들기';

/** `hasPassword` false: a member who signed up with 카카오/네이버 makes a first password, with no current one to type
 *  (the server lets a login from the last 10 minutes do that, the provider's login included). */
export function PasswordChangeDialog({ open, onClose, hasPassword = true }: { open: boolean; onClose: () => void; hasPassword?: boolean }) {
  return (
    <Dialog open={open} title={hasPassword ? PASSWORD_DIALOG_TITLE : PASSWORD_CREATE_TITLE} onClose={onClose}>
      <PasswordChangeForm onDone={onClose} hasPassword={hasPassword} />
    </Dialog>
  );
}

type Field = 'current' | 'password' | 'confirmation';

const FIELDS: readonly { name: Field; label: string; autoComplete: string; helperText?: string }[] = [
  { name: 'current', label: '현재 비밀번호', autoComplete: 'current-password' },
  { name: 'password', label: '새 비밀번호', autoComplete: 'new-password', helperText: HINTS.password },
  { name: 'confirmation', label: '새 비밀번호 확인', autoComplete: 'new-password' },
];

/** The current password (the server checks it), then the new one with the sign-up rules, validated on every change;
 *  the confirmation must match. */
function PasswordChangeForm({ onDone, hasPassword }: { onDone: () => void; hasPassword: boolean }) {
  const [values, setValues] = useState<Record<Field, string>>({ current: '', password: '', confirmation: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ current: false, password: false, confirmation: false });
  const [wrongCurrent, setWrongCurrent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refs = { current: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null), confirmation: useRef<HTMLInputElement>(null) };
  const change = useChangePassword();
  const toast = useToast();
  const queryClient = useQueryClient();
  const fields = hasPassword ? FIELDS : FIELDS.filter((field) => field.name !== 'current');

  const { current, password, confirmation } = values;
  const match = checkPasswordConfirmation(password, confirmation);
  const errors: Record<Field, string | null> = {
    current: hasPassword ? ((touched.current ? validateCurrentPassword(current) : null) ?? wrongCurrent) : null,
    password: touched.password ? validatePassword(password) : null,
    confirmation: touched.confirmation && !match.matches ? match.message : null,
  };

  const edit = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'current') setWrongCurrent(null);
    setTouched((t) => ({ ...t, [field]: true }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ current: true, password: true, confirmation: true });
    setFailure(null);
    if (hasPassword && (validateCurrentPassword(current) || wrongCurrent)) return refs.current.current?.focus();
    if (validatePassword(password)) return refs.password.current?.focus();
    if (!match.matches) return refs.confirmation.current?.focus();
    change.mutate(
      { data: { ...(hasPassword && { currentPassword: current.trim() }), newPassword: password.trim(), newPasswordCheck: confirmation.trim() } },
      {
        onSuccess: () => {
          toast.show(hasPassword ? '비밀번호를 바꿨어요.' : '비밀번호를 만들었어요. 이제 아이디와 비밀번호로도 로그인할 수 있어요.', { variant: 'success' });
          if (!hasPassword) void queryClient.invalidateQueries({ queryKey: getGetSocialLinksQueryKey() });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'WRONG_PASSWORD') {
            setWrongCurrent(error.message || CURRENT_PASSWORD_MESSAGES.wrong);
            refs.current.current?.focus();
          } else setFailure(passwordChangeFailure(error));
        },
      },
    );
  };

  return (
    <form className="account-dialog-form" onSubmit={submit} noValidate>
      {!hasPassword && (
        <p className="account-dialog-form__note">
          카카오나 네이버로 로그인한 지 10분 안에 만들 수 있어요. 10분이 지났다면 로그아웃하고 다시 로그인한 뒤 만들어주세요.
        </p>
      )}
      {fields.map(({ name, label, autoComplete, helperText }) => (
        <TextInput
          key={name}
          ref={refs[name]}
          label={label}
          type="password"
          autoComplete={autoComplete}
          value={values[name]}
          onValueChange={(value) => edit(name, value)}
          helperText={helperText}
          error={errors[name]}
          success={name === 'confirmation' && touched.confirmation && match.matches ? match.message : null}
        />
      ))}
      <DialogFormFooter failure={failure} onCancel={onDone}>
        <Button type="submit" busy={change.isPending}>
          {change.isPending ? (hasPassword ? '바꾸는 중…' : '만드는 중…') : hasPassword ? '변경하기' : '만들기'}
        </Button>
      </DialogFormFooter>
    </form>
  );
}
