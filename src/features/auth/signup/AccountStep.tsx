import { useRef, type Dispatch, type FormEvent } from 'react';
import { Button } from '#src/shared/ui/Button.tsx';
import { LOGIN_ID_INPUT, TextInput } from '#src/shared/ui/TextInput.tsx';
import { HINTS } from '#src/shared/validation/messages.ts';
import { checkPasswordConfirmation, validateLoginId, validatePassword } from '#src/shared/validation/rules.ts';
import type { SignUpAction, SignUpState } from './signup-draft.ts';
import { STEP_ONE_FIELDS, stepOneFeedback } from './signup-feedback.ts';
import { CheckedFieldInput } from './CheckedFieldInput.tsx';
import { useStepTry, type useDuplicateCheck } from './use-duplicate-check.ts';

interface AccountStepProps {
  state: SignUpState;
  dispatch: Dispatch<SignUpAction>;
  duplicateCheck: ReturnType<typeof useDuplicateCheck>;
  onNext: () => void;
}

/** Step 1: login id with 중복확인, password and its confirmation. 다음 needs an 'available' id check. */
export function AccountStep({ state, dispatch, duplicateCheck, onNext }: AccountStepProps) {
  const loginIdRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const { draft } = state;
  const [triedNext, beginNext] = useStepTry(dispatch, STEP_ONE_FIELDS);
  const feedback = stepOneFeedback(state, triedNext);

  const next = (event: FormEvent) => {
    beginNext(event);
    if (validateLoginId(draft.loginId) || state.loginIdCheck !== 'available') return loginIdRef.current?.focus();
    if (validatePassword(draft.password)) return passwordRef.current?.focus();
    if (!checkPasswordConfirmation(draft.password, draft.passwordConfirm).matches) return confirmRef.current?.focus();
    onNext();
  };

  return (
    <form className="auth-form" onSubmit={next} noValidate aria-labelledby="signup-step-title">
      <CheckedFieldInput
        field="loginId"
        inputRef={loginIdRef}
        label="아이디"
        {...LOGIN_ID_INPUT}
        signUp={{ state, dispatch, duplicateCheck }}
        feedback={feedback.loginId}
      />
      <TextInput
        ref={passwordRef}
        label="비밀번호"
        name="password"
        type="password"
        autoComplete="new-password"
        value={draft.password}
        onValueChange={(value) => dispatch({ type: 'change', field: 'password', value })}
        helperText={HINTS.password}
        error={feedback.password.error}
      />
      <TextInput
        ref={confirmRef}
        label="비밀번호 확인"
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        value={draft.passwordConfirm}
        onValueChange={(value) => dispatch({ type: 'change', field: 'passwordConfirm', value })}
        error={feedback.passwordConfirm.error}
        success={feedback.passwordConfirm.success}
      />
      <div className="auth-form__actions">
        <Button type="submit">다음</Button>
      </div>
    </form>
  );
}
