import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useFinishSocialLogin, useSocialSignUp } from '#generated/api/auth/auth.ts';
import { getGetSocialLinksQueryKey, useChangePassword, useFinishSocialLink } from '#generated/api/member/member.ts';
import { toBirthDatePayload } from '#src/shared/format/birth-date.ts';
import { errorMessage } from '#src/shared/http/api-error.ts';
import { CONSENT_VERSIONS } from '#src/shared/legal/documents.ts';
import { NO_CONSENTS, type ConsentChoices } from '#src/shared/legal/ConsentFields.tsx';
import { RecoveryCodeScreen } from '#src/shared/recovery-code/RecoveryCodeScreen.tsx';
import { paths } from '#src/shared/routing/paths.ts';
import { startSession } from '#src/shared/session/session.ts';
import { Button } from '#src/shared/ui/Button.tsx';
import { TextInput } from '#src/shared/ui/TextInput.tsx';
import { checkPasswordConfirmation, validatePassword } from '#src/shared/validation/rules.ts';
import { ProfileStep } from '../signup/ProfileStep.tsx';
import { INITIAL_SIGN_UP, signUpReducer } from '../signup/signup-draft.ts';
import { useDuplicateCheck } from '../signup/use-duplicate-check.ts';
import { forgetSocialFlow, isSocialProvider, PROVIDER_LABELS, readSocialFlow, type SocialProvider } from '#src/shared/social/social-flow.ts';
import '../auth-form.css';
import '../signup/signup.css';
import '#src/shared/social/social.css';

type Session = { accessToken: string; refreshToken: string; nickname: string; memberId: number; regionName: string | null; loginId: string; hasPassword: boolean };

type State =
  | { kind: 'checking' }
  | { kind: 'failed'; message: string; backTo: 'login' | 'mypage' }
  | { kind: 'profile'; ticket: string }
  | { kind: 'signedUp'; session: Session; recoveryCode: string }
  | { kind: 'loggedIn'; session: Session }
  | { kind: 'linked' };

const NOT_FOUND = '로그인 요청을 찾을 수 없어요. 이 창에서 처음부터 다시 해주세요.';

/** /login/callback/:provider: where 카카오·네이버 send the person back. Finishes the login or the link the tab began,
 *  and says every outcome in Korean; a new person gets the sign-up's profile step here. */
export function SocialCallbackPage() {
  const { provider: given } = useParams();
  const [params] = useSearchParams();
  const provider: SocialProvider | null = isSocialProvider(given) ? given : null;
  const name = provider ? PROVIDER_LABELS[provider] : '';
  const by = name ? `${name}로 ` : '';
  // what came back, read once: a callback without this tab's flow fails at once, without a call
  const [arrival] = useState(() => {
    // the build's first paint (no browser storage): the waiting state, which the app then replaces
    if (typeof sessionStorage === 'undefined') return { backTo: 'login' as const, request: null, firstPaint: true };
    const flow = provider ? readSocialFlow(provider) : null;
    const stateParam = params.get('state');
    const code = params.get('code');
    const error = params.get('error');
    const backTo: 'login' | 'mypage' = flow?.purpose === 'link' ? 'mypage' : 'login';
    if (!provider || !flow || !stateParam || (!code && !error)) return { backTo, request: null, firstPaint: false };
    return { backTo, firstPaint: false, request: { provider, purpose: flow.purpose, body: { state: stateParam, browserKey: flow.browserKey, ...(code ? { code } : { error: error! }) } } };
  });
  const [state, setState] = useState<State>(arrival.request || arrival.firstPaint ? { kind: 'checking' } : { kind: 'failed', message: NOT_FOUND, backTo: arrival.backTo });
  const finishLogin = useFinishSocialLogin();
  const finishLink = useFinishSocialLink();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const request = arrival.request;
    if (started.current || !request) return;
    started.current = true;
    forgetSocialFlow(); // one finish per start
    const { backTo } = arrival;
    const failed = (e: unknown) => setState({ kind: 'failed', message: errorMessage(e), backTo });
    if (request.purpose === 'link') {
      finishLink.mutate(
        { provider: request.provider, data: request.body },
        {
          onSuccess: () => {
            void queryClient.invalidateQueries({ queryKey: getGetSocialLinksQueryKey() });
            setState({ kind: 'linked' });
          },
          onError: failed,
        },
      );
      return;
    }
    finishLogin.mutate(
      { provider: request.provider, data: request.body },
      {
        onSuccess: (response) => {
          const { outcome, session, signUp } = response.data;
          if (outcome === 'loggedIn' && session) {
            startSession(session);
            setState({ kind: 'loggedIn', session });
          } else if (signUp) setState({ kind: 'profile', ticket: signUp.ticket });
          else setState({ kind: 'failed', message: NOT_FOUND, backTo });
        },
        onError: failed,
      },
    );
  }, [arrival, finishLogin, finishLink, queryClient]);

  useEffect(() => {
    // the recovery code screen focuses its own heading
    if (state.kind !== 'checking' && state.kind !== 'signedUp') heading.current?.focus();
  }, [state.kind]);

  const title =
    state.kind === 'failed'
      ? `${by}${state.backTo === 'mypage' ? '연결하지' : '로그인하지'} 못했어요`
      : state.kind === 'profile'
        ? `${name}로 가입하기`
        : state.kind === 'linked'
          ? `${name} 계정을 연결했어요`
          : state.kind === 'loggedIn'
            ? `${name}로 로그인했어요`
            : state.kind === 'signedUp'
              ? `${name}로 가입했어요`
              : `${name ? `${name} ` : ''}로그인을 확인하고 있어요`;

  return (
    <section className="signup social-callback" aria-labelledby="social-callback-title">
      <h1 id="social-callback-title" ref={heading} tabIndex={-1} className="auth-form__title">
        {title}
      </h1>
      {state.kind === 'checking' && (
        <p role="status" className="auth-form__lead">
          잠시만 기다려주세요…
        </p>
      )}
      {state.kind === 'failed' && <Failure message={state.message} backTo={state.backTo} />}
      {state.kind === 'linked' && (
        <>
          <p role="status" className="auth-form__notice">
            이제 {name}로도 로그인할 수 있어요.
          </p>
          <Link to={paths.myPage} className="button button--block">
            내 정보로 가기
          </Link>
        </>
      )}
      {state.kind === 'loggedIn' && <LoggedIn session={state.session} name={name} />}
      {state.kind === 'profile' && provider && (
        <SocialProfile ticket={state.ticket} onSignedUp={(session, recoveryCode) => setState({ kind: 'signedUp', session, recoveryCode })} onFailed={(message) => setState({ kind: 'failed', message, backTo: 'login' })} />
      )}
      {state.kind === 'signedUp' && <SignedUp session={state.session} recoveryCode={state.recoveryCode} />}
    </section>
  );
}

function Failure({ message, backTo }: { message: string; backTo: 'login' | 'mypage' }) {
  return (
    <div role="alert" className="social-callback__failure">
      <p className="social-callback__message">{message}</p>
      <Link to={backTo === 'mypage' ? paths.myPage : paths.login} className="button button--block">
        {backTo === 'mypage' ? '내 정보로 돌아가기' : '로그인 화면으로 돌아가기'}
      </Link>
      {backTo === 'login' && (
        <p className="login__signup">
          <Link to={paths.findAccount} className="auth-form__link">
            아이디·비밀번호 찾기
          </Link>
        </p>
      )}
    </div>
  );
}

/** Logged in with the provider: the login id is shown, and a forgotten password can be replaced here (the provider
 *  login counts as a recent one for 10 minutes). */
function LoggedIn({ session, name }: { session: Session; name: string }) {
  const navigate = useNavigate();
  const [setting, setSetting] = useState(false);
  return (
    <>
      <p role="status" className="auth-form__notice">
        {session.nickname}님, 반가워요. 새길 아이디: <strong className="social-callback__id">{session.loginId}</strong>
      </p>
      <Button block onClick={() => navigate(paths.home, { replace: true })}>
        새길 시작하기
      </Button>
      {setting ? (
        <NewPassword hasPassword={session.hasPassword} />
      ) : (
        <div className="social-callback__password">
          <p>
            {session.hasPassword
              ? '비밀번호를 잊으셨나요? 지금은 현재 비밀번호 없이 새 비밀번호를 정할 수 있어요(10분 안).'
              : `지금은 비밀번호 없이 ${name}로만 로그인해요. 비밀번호를 정해 두면 아이디로도 로그인할 수 있어요.`}
          </p>
          <Button variant="secondary" block onClick={() => setSetting(true)}>
            새 비밀번호 정하기
          </Button>
        </div>
      )}
    </>
  );
}

function NewPassword({ hasPassword }: { hasPassword: boolean }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangePassword();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const rule = tried ? validatePassword(password) : null;
  const confirmed = checkPasswordConfirmation(password, confirmation);

  if (change.isSuccess)
    return (
      <p role="status" className="auth-form__notice">
        {hasPassword ? '새 비밀번호로 바꿨어요. 다른 기기의 로그인은 끝났어요.' : '비밀번호를 정했어요. 이제 아이디와 비밀번호로도 로그인할 수 있어요.'}
      </p>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (validatePassword(password)) return passwordRef.current?.focus();
    if (!confirmed.matches) return confirmRef.current?.focus();
    change.mutate({ data: { newPassword: password.trim(), newPasswordCheck: confirmation.trim() } }, { onError: (e) => setFailure(errorMessage(e)) });
  };

  return (
    <form className="auth-form social-callback__password" onSubmit={submit} noValidate aria-label="새 비밀번호 정하기">
      <TextInput ref={passwordRef} label="새 비밀번호" type="password" autoComplete="new-password" value={password} onValueChange={setPassword} error={rule} maxLength={64} />
      <TextInput
        ref={confirmRef}
        label="새 비밀번호 확인"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={setConfirmation}
        error={tried && !confirmed.matches ? confirmed.message : null}
        maxLength={64}
      />
      {failure && (
        <p role="alert" className="auth-form__error">
          {failure}
        </p>
      )}
      <Button type="submit" block busy={change.isPending}>
        {change.isPending ? '바꾸는 중…' : '새 비밀번호로 정하기'}
      </Button>
    </form>
  );
}

/** A new person: the sign-up's profile step (nickname with its check, birth date, gender, region, consents). */
function SocialProfile({ ticket, onSignedUp, onFailed }: { ticket: string; onSignedUp: (session: Session, code: string) => void; onFailed: (message: string) => void }) {
  const [state, dispatch] = useReducer(signUpReducer, INITIAL_SIGN_UP);
  const [consents, setConsents] = useState<ConsentChoices>(NO_CONSENTS);
  const duplicateCheck = useDuplicateCheck();
  const signUp = useSocialSignUp();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    const { draft } = state;
    if (!draft.gender || !draft.region) return;
    signUp.mutate(
      {
        data: {
          ticket,
          nickName: draft.nickName.trim(),
          birthDate: toBirthDatePayload(draft.birthDate),
          gender: draft.gender,
          regionCode: draft.region.regionCode,
          consents: { terms: CONSENT_VERSIONS.terms, privacy: CONSENT_VERSIONS.privacy, news: consents.news },
        },
      },
      {
        onSuccess: (response) => {
          startSession(response.data.session);
          onSignedUp(response.data.session, response.data.recoveryCode);
        },
        onError: (error) => {
          const code = (error as { code?: string }).code;
          if (code === 'SOCIAL_TICKET_INVALID' || code === 'SOCIAL_LINKED_ELSEWHERE') return onFailed(errorMessage(error));
          if (code === 'DUPLICATE_NICKNAME') dispatch({ type: 'checked', field: 'nickName', value: draft.nickName, state: 'unavailable' });
          setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <>
      <p className="auth-form__lead">아이디와 비밀번호는 만들지 않아도 돼요. 새길에서 쓸 프로필만 알려주세요.</p>
      <ProfileStep
        state={state}
        dispatch={dispatch}
        duplicateCheck={duplicateCheck}
        submitting={signUp.isPending}
        onBack={() => navigate(paths.login, { replace: true })}
        onSubmit={submit}
        consents={consents}
        onConsentsChange={setConsents}
      />
      {failure && (
        <p role="alert" className="auth-form__error">
          {failure}
        </p>
      )}
    </>
  );
}

function SignedUp({ session, recoveryCode }: { session: Session; recoveryCode: string }) {
  const navigate = useNavigate();
  return (
    <RecoveryCodeScreen
      title="가입을 마쳤어요. 복구 코드를 보관해주세요"
      code={recoveryCode}
      loginId={session.loginId}
      keptLabel="보관했어요. 새길 시작하기"
      onKept={() => navigate(paths.home, { replace: true })}
    />
  );
}
