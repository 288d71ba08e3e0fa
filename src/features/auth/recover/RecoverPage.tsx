import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useResetPassword } from '#generated/api/auth/auth.ts';
import { RecoveryCodeScreen } from '#src/shared/recovery-code/RecoveryCodeScreen.tsx';
import { validateRecoveryCodeInput } from '#src/shared/recovery-code/recovery-code.ts';
import { paths } from '#src/shared/routing/paths.ts';
import { Button } from '#src/shared/ui/Button.tsx';
import { AlertDialog } from '#src/shared/ui/Dialog.tsx';
import { LOGIN_ID_INPUT, TextInput } from '#src/shared/ui/TextInput.tsx';
import { HINTS } from '#src/shared/validation/messages.ts';
import { checkPasswordConfirmation, validateLoginFormId, validatePassword } from '#src/shared/validation/rules.ts';
import type { LoginArrival } from '../login/login-arrival.ts';
import { RECOVER_TEXTS, recoverFailureMessage } from './recover-failure.ts';
import '../auth-form.css';
import './recover.css';

type Field = 'loginId' | 'code' | 'password' | 'confirmation';
const EMPTY: Record<Field, string> = { loginId: '', code: '', password: '', confirmation: '' };
const UNTOUCHED: Record<Field, boolean> = { loginId: false, code: false, password: false, confirmation: false };

export const CODE_HINT = '가입할 때 받은 20자리 코드예요. 예: K7PQ-3MXW-9HTD-R4AE-N2JC';

/** /find-account: the login id, the recovery code and a new password; then the new code, then /login. */
export function RecoverPage() {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(UNTOUCHED);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ loginId: string; recoveryCode: string } | null>(null);
  const loginIdRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  const match = checkPasswordConfirmation(values.password, values.confirmation);
  const rules: Record<Field, string | null> = {
    loginId: validateLoginFormId(values.loginId),
    code: validateRecoveryCodeInput(values.code),
    password: validatePassword(values.password),
    confirmation: match.matches ? null : match.message,
  };
  const errors = Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, touched[field as Field] ? rule : null])) as Record<
    Field,
    string | null
  >;

  const edit = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // the id and code are checked once sent (a half-typed code is not wrong yet); the new password on every change
    if (field === 'password' || field === 'confirmation') setTouched((t) => ({ ...t, [field]: true }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ loginId: true, code: true, password: true, confirmation: true });
    const firstWrong = (Object.keys(rules) as Field[]).find((field) => rules[field]);
    const refs = { loginId: loginIdRef, code: codeRef, password: passwordRef, confirmation: confirmationRef };
    if (firstWrong) return refs[firstWrong].current?.focus();
    reset.mutate(
      { data: { loginId: values.loginId.trim(), recoveryCode: values.code.trim(), newPassword: values.password.trim() } },
      {
        onSuccess: (response) => setDone(response.data),
        onError: (error) => setFailure(recoverFailureMessage(error)),
      },
    );
  };

  return (
    <section className="recover" aria-labelledby="recover-title">
      <h1 id="recover-title" className="auth-form__title">
        아이디·비밀번호 찾기
      </h1>
      {done ? (
        <RecoveryCodeScreen
          title="새 비밀번호로 바꿨어요. 새 복구 코드를 보관해주세요"
          code={done.recoveryCode}
          loginId={done.loginId}
          onKept={() => navigate(paths.login, { replace: true, state: { resetId: done.loginId } satisfies LoginArrival })}
        />
      ) : (
        <>
          <p className="auth-form__lead">
            비밀번호를 잊으셨다면 아이디와 가입할 때 받은 복구 코드로 새 비밀번호를 정할 수 있어요. 아이디도 인쇄한 복구 코드 종이에 적혀
            있어요.
          </p>
          <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="recover-title">
            <TextInput
              ref={loginIdRef}
              label="아이디"
              name="loginId"
              {...LOGIN_ID_INPUT}
              value={values.loginId}
              onValueChange={(value) => edit('loginId', value)}
              error={errors.loginId}
              maxLength={20}
            />
            <TextInput
              ref={codeRef}
              label="복구 코드"
              name="recoveryCode"
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              className="recover__code"
              value={values.code}
              onValueChange={(value) => edit('code', value)}
              helperText={CODE_HINT}
              error={errors.code}
              maxLength={64}
            />
            <TextInput
              ref={passwordRef}
              label="새 비밀번호"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              value={values.password}
              onValueChange={(value) => edit('password', value)}
              helperText={HINTS.password}
              error={errors.password}
            />
            <TextInput
              ref={confirmationRef}
              label="새 비밀번호 확인"
              name="newPasswordConfirm"
              type="password"
              autoComplete="new-password"
              value={values.confirmation}
              onValueChange={(value) => edit('confirmation', value)}
              error={errors.confirmation}
              success={touched.confirmation && match.matches ? match.message : null}
            />
            <Button type="submit" block busy={reset.isPending}>
              {reset.isPending ? '바꾸는 중…' : '새 비밀번호로 바꾸기'}
            </Button>
          </form>
          <div className="recover__no-code">
            <h2 className="recover__no-code-title">복구 코드가 없으신가요?</h2>
            <p>
              새길은 전화번호나 이메일을 받지 않아서, 복구 코드 없이는 여기서 비밀번호를 바꿀 수 없어요. 아이디를 적어{' '}
              <Link to={paths.contact}>문의하기</Link>로 알려주시면 새길 팀이 방법을 함께 찾아볼게요.
            </p>
            <p>
              <Link to={paths.login} className="auth-form__link">
                로그인 화면으로 돌아가기
              </Link>
            </p>
          </div>
        </>
      )}
      <AlertDialog open={failure !== null} title={RECOVER_TEXTS.failedTitle} message={failure ?? ''} onClose={() => setFailure(null)} />
    </section>
  );
}
