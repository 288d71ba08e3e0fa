import { useRef, type Dispatch, type FormEvent } from 'react';
import { toBirthDatePayload } from '#src/shared/format/birth-date.ts';
import { Button } from '#src/shared/ui/Button.tsx';
import {
  CONSENT_MISSING_MESSAGE,
  ConsentFields,
  hasRequiredConsents,
  type ConsentChoices,
} from '#src/shared/legal/ConsentFields.tsx';
import { validateBirthDate, validateGender, validateNickname, validateRegion } from '#src/shared/validation/rules.ts';
import { BirthDateInput } from './BirthDateInput.tsx';
import { GenderChoice } from './GenderChoice.tsx';
import { RegionField } from './RegionField.tsx';
import type { SignUpAction, SignUpState } from './signup-draft.ts';
import { STEP_TWO_FIELDS, stepTwoFeedback } from './signup-feedback.ts';
import { CheckedFieldInput } from './CheckedFieldInput.tsx';
import { useStepTry, type useDuplicateCheck } from './use-duplicate-check.ts';

interface ProfileStepProps {
  state: SignUpState;
  dispatch: Dispatch<SignUpAction>;
  duplicateCheck: ReturnType<typeof useDuplicateCheck>;
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
  consents: ConsentChoices;
  onConsentsChange: (consents: ConsentChoices) => void;
}

/**
 * Step 2: nickname with 중복확인, birth date, gender and home region, then the consents; 가입하기 needs an 'available'
 * nickname check and the two required consents.
 */
export function ProfileStep(props: ProfileStepProps) {
  const { state, dispatch, duplicateCheck, submitting, onBack, onSubmit, consents, onConsentsChange } = props;
  const nickNameRef = useRef<HTMLInputElement>(null);
  const birthDateRef = useRef<HTMLInputElement>(null);
  const genderRef = useRef<HTMLDivElement>(null);
  const regionRef = useRef<HTMLButtonElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const { draft } = state;
  const [triedSubmit, beginSubmit] = useStepTry(dispatch, STEP_TWO_FIELDS);
  const feedback = stepTwoFeedback(state, triedSubmit);

  const submit = (event: FormEvent) => {
    beginSubmit(event);
    if (validateNickname(draft.nickName) || state.nickNameCheck !== 'available') return nickNameRef.current?.focus();
    if (validateBirthDate(toBirthDatePayload(draft.birthDate))) return birthDateRef.current?.focus();
    if (validateGender(draft.gender)) return genderRef.current?.querySelector('input')?.focus();
    if (validateRegion(draft.region?.regionCode)) return regionRef.current?.focus();
    if (!hasRequiredConsents(consents)) return consentRef.current?.focus();
    onSubmit();
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="signup-step-title">
      <CheckedFieldInput
        field="nickName"
        inputRef={nickNameRef}
        label="닉네임"
        autoComplete="nickname"
        maxLength={8}
        signUp={{ state, dispatch, duplicateCheck }}
        feedback={feedback.nickName}
      />
      <BirthDateInput
        ref={birthDateRef}
        digits={draft.birthDate}
        onDigitsChange={(value) => dispatch({ type: 'change', field: 'birthDate', value })}
        error={feedback.birthDate.error}
      />
      <div ref={genderRef}>
        <GenderChoice
          value={draft.gender}
          onChange={(gender) => dispatch({ type: 'chooseGender', gender })}
          error={feedback.gender.error}
        />
      </div>
      <RegionField
        ref={regionRef}
        value={draft.region}
        onChange={(region) => dispatch({ type: 'chooseRegion', region })}
        error={feedback.region.error}
      />
      <ConsentFields
        value={consents}
        onChange={onConsentsChange}
        allRef={consentRef}
        error={triedSubmit && !hasRequiredConsents(consents) ? CONSENT_MISSING_MESSAGE : null}
      />
      <div className="auth-form__actions">
        <Button variant="secondary" onClick={onBack}>
          이전
        </Button>
        <Button type="submit" busy={submitting}>
          {submitting ? '가입하는 중…' : '가입하기'}
        </Button>
      </div>
    </form>
  );
}
