import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLogin } from '#generated/api/auth/auth.ts';
import { getGetMemberInfoQueryOptions } from '#generated/api/member/member.ts';
import { afterLoginPath } from '#src/shared/routing/login-return.ts';
import { paths } from '#src/shared/routing/paths.ts';
import { startSession, writeUserStore } from '#src/shared/session/session.ts';
import { Button } from '#src/shared/ui/Button.tsx';
import { AlertDialog } from '#src/shared/ui/Dialog.tsx';
import { LOGIN_ID_INPUT, TextInput } from '#src/shared/ui/TextInput.tsx';
import { validateLoginFormId, validateLoginFormPassword } from '#src/shared/validation/rules.ts';
import { LOGIN_MESSAGES } from '#src/shared/validation/messages.ts';
import { readLoginArrival, RESET_DONE_NOTICE, SIGN_UP_DONE_NOTICE } from './login-arrival.ts';
import { loginFailureMessage } from './login-failure.ts';
import { SocialButtons } from '../social/SocialButtons.tsx';
// inlined: the largest thing on the page, so it must not wait for a request of its own
import loginImage from './login-illustration.svg?inline';
import '../auth-form.css';
import './login.css';

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const arrival = readLoginArrival(useLocation());
  const arrivedId = arrival.signedUpId ?? arrival.resetId;
  const [loginId, setLoginId] = useState(arrivedId ?? '');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const idRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const login = useLogin();

  // just signed up or set a new password: the id is filled in, so the password is what is left to type
  useEffect(() => {
    if (arrivedId) passwordRef.current?.focus();
  }, [arrivedId]);

  const idError = submitted ? validateLoginFormId(loginId) : null;
  const passwordError = submitted ? validateLoginFormPassword(password) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateLoginFormId(loginId)) return idRef.current?.focus();
    if (validateLoginFormPassword(password)) return passwordRef.current?.focus();
    login.mutate(
      { data: { loginId: loginId.trim(), password } },
      {
        onSuccess: (response) => {
          if (response.success !== true) return setAlert(LOGIN_MESSAGES.failed);
          startSession(response.data);
          // the top bar shows the member's own picture at once, not the default one until /mypage is opened
          queryClient
            .fetchQuery(getGetMemberInfoQueryOptions())
            .then((info) => writeUserStore({ userImage: info.data.profileImage ?? '' }))
            .catch(() => {}); // the default picture stays; /mypage says what went wrong
          navigate(afterLoginPath(arrival.from), { replace: true });
        },
        onError: (error) => setAlert(loginFailureMessage(error)),
      },
    );
  };

  return (
    <div className="login">
      <img src={loginImage} alt="로그인 이미지" width={480} height={560} className="login__image" />
      <form className="auth-form login__form" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
        <h1 id="login-title" className="auth-form__title">
          인생 2막, 지금부터 새길과 함께 시작해요
        </h1>
        {arrivedId ? (
          <p role="status" className="auth-form__notice">
            {arrival.signedUpId ? SIGN_UP_DONE_NOTICE : RESET_DONE_NOTICE}
          </p>
        ) : (
          <p className="auth-form__lead">로그인하고 나에게 맞는 두 번째 직업을 찾아보세요.</p>
        )}
        <TextInput
          ref={idRef}
          label="아이디"
          name="loginId"
          {...LOGIN_ID_INPUT}
          value={loginId}
          onValueChange={setLoginId}
          error={idError}
          maxLength={20}
        />
        <TextInput
          ref={passwordRef}
          label="비밀번호"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={passwordError}
          maxLength={64}
        />
        <Button type="submit" block busy={login.isPending}>
          {login.isPending ? '로그인하는 중…' : '로그인'}
        </Button>
        <SocialButtons />
        <div className="login__links">
          <p className="login__signup">
            <Link to={paths.findAccount} className="auth-form__link">
              아이디·비밀번호 찾기
            </Link>
          </p>
          <p className="login__signup">
            <Link to={paths.signup} className="auth-form__link">
              새길이 처음이신가요? 회원가입하기
            </Link>
          </p>
        </div>
      </form>
      <AlertDialog open={alert !== null} title="로그인하지 못했어요" message={alert ?? ''} onClose={() => setAlert(null)} />
    </div>
  );
}
