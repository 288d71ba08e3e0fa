import { useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSignUp } from '#generated/api/auth/auth.ts';
import { toBirthDatePayload } from '#src/shared/format/birth-date.ts';
import { isApiError } from '#src/shared/http/api-error.ts';
import { paths } from '#src/shared/routing/paths.ts';
import type { LoginArrival } from '../login/login-arrival.ts';
import { Button } from '#src/shared/ui/Button.tsx';
import { AlertDialog, ConfirmDialog } from '#src/shared/ui/Dialog.tsx';
import { CONSENT_VERSIONS } from '#src/shared/legal/documents.ts';
import { NO_CONSENTS, type ConsentChoices } from '#src/shared/legal/ConsentFields.tsx';
import { AccountStep } from './AccountStep.tsx';
import { ProfileStep } from './ProfileStep.tsx';
import { EMPTY_DRAFT, INITIAL_SIGN_UP, signUpReducer } from './signup-draft.ts';
import { canLeaveStepOne } from './signup-feedback.ts';
import { signUpFailureMessage } from './sign-up-failure.ts';
import { useDuplicateCheck } from './use-duplicate-check.ts';
import { SocialButtons } from '../social/SocialButtons.tsx';
import { RecoveryCodeScreen } from '#src/shared/recovery-code/RecoveryCodeScreen.tsx';
import '../auth-form.css';
import './signup.css';

const STEPS = ['계정 정보', '프로필 정보'] as const;

/** /signup: two steps in one draft. The step is in the address (?step=2), so the browser's Back returns to step 1. */
export function SignUpPage() {
  const [state, dispatch] = useReducer(signUpReducer, INITIAL_SIGN_UP);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const duplicateCheck = useDuplicateCheck();
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [consents, setConsents] = useState<ConsentChoices>(NO_CONSENTS);
  // signed up: the recovery code, shown once before /login (issue 27)
  const [signedUp, setSignedUp] = useState<{ loginId: string; recoveryCode: string } | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const wantsStepTwo = params.get('step') === '2';
  const step = wantsStepTwo && canLeaveStepOne(state) ? 2 : 1;
  const firstRender = useRef(true);

  // ?step=2 without a finished step 1 (a reload, a shared link) starts at step 1
  useEffect(() => {
    if (wantsStepTwo && step === 1) setParams({}, { replace: true });
  }, [wantsStepTwo, step, setParams]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    titleRef.current?.focus();
  }, [step]);

  const goToStepTwo = () => navigate({ search: '?step=2' }, { state: { fromStepOne: true } });
  const backToStepOne = () => {
    if ((location.state as { fromStepOne?: boolean } | null)?.fromStepOne) navigate(-1);
    else setParams({}, { replace: true });
  };

  const submit = () => {
    const { draft } = state;
    if (!draft.gender || !draft.region) return;
    signUp.mutate(
      {
        data: {
          loginId: draft.loginId.trim(),
          password: draft.password.trim(),
          nickName: draft.nickName.trim(),
          birthDate: toBirthDatePayload(draft.birthDate),
          gender: draft.gender,
          regionCode: draft.region.regionCode,
          // the versions of the texts this screen showed; the server records them with the time
          consents: { terms: CONSENT_VERSIONS.terms, privacy: CONSENT_VERSIONS.privacy, news: consents.news },
        },
      },
      {
        onSuccess: (response) => setSignedUp({ loginId: draft.loginId.trim(), recoveryCode: response.data.recoveryCode }),
        onError: (error) => {
          if (isApiError(error) && error.code === 'DUPLICATE_LOGIN_ID')
            dispatch({ type: 'checked', field: 'loginId', value: draft.loginId, state: 'unavailable' });
          if (isApiError(error) && error.code === 'DUPLICATE_NICKNAME')
            dispatch({ type: 'checked', field: 'nickName', value: draft.nickName, state: 'unavailable' });
          setFailure(signUpFailureMessage(error));
        },
      },
    );
  };

  const hasInput = JSON.stringify(state.draft) !== JSON.stringify(EMPTY_DRAFT);

  if (signedUp)
    return (
      <section className="signup" aria-labelledby="signup-title">
        <h1 id="signup-title" className="auth-form__title">
          회원가입
        </h1>
        <RecoveryCodeScreen
          title="가입을 마쳤어요. 복구 코드를 보관해주세요"
          code={signedUp.recoveryCode}
          loginId={signedUp.loginId}
          onKept={() => navigate(paths.login, { replace: true, state: { signedUpId: signedUp.loginId } satisfies LoginArrival })}
        />
      </section>
    );

  return (
    <section className="signup" aria-labelledby="signup-title">
      <h1 id="signup-title" className="auth-form__title">
        회원가입
      </h1>
      <ol className="signup__steps" aria-label="가입 단계">
        {STEPS.map((label, index) => (
          <li key={label} className="signup__step" aria-current={step === index + 1 ? 'step' : undefined}>
            <span className="signup__step-number" aria-hidden="true">
              {index + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>
      <h2 id="signup-step-title" ref={titleRef} tabIndex={-1} className="signup__step-title">
        {step}단계: {STEPS[step - 1]}
      </h2>
      {step === 1 ? (
        <>
          <AccountStep state={state} dispatch={dispatch} duplicateCheck={duplicateCheck} onNext={goToStepTwo} />
          {/* below the form, as on /login: the buttons come with the server's answer and push nothing down */}
          <SocialButtons />
        </>
      ) : (
        <ProfileStep
          state={state}
          dispatch={dispatch}
          duplicateCheck={duplicateCheck}
          submitting={signUp.isPending}
          onBack={backToStepOne}
          onSubmit={submit}
          consents={consents}
          onConsentsChange={setConsents}
        />
      )}
      {step === 1 && hasInput && (
        <Button variant="secondary" className="signup__reset" onClick={() => setConfirmReset(true)}>
          입력한 내용 모두 지우기
        </Button>
      )}
      <ConfirmDialog
        open={confirmReset}
        title="입력한 내용을 모두 지울까요?"
        message="아이디, 비밀번호와 프로필 정보가 모두 지워져요."
        confirmLabel="모두 지우기"
        onConfirm={() => {
          dispatch({ type: 'reset' });
          setConsents(NO_CONSENTS);
          setConfirmReset(false);
        }}
        onCancel={() => setConfirmReset(false)}
      />
      <AlertDialog
        open={failure !== null}
        title="회원가입하지 못했어요"
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </section>
  );
}
