import type { Dispatch, RefObject } from 'react';
import { Button } from '#src/shared/ui/Button.tsx';
import { TextInput, type TextInputProps } from '#src/shared/ui/TextInput.tsx';
import { HINTS } from '#src/shared/validation/messages.ts';
import { validateLoginId, validateNickname } from '#src/shared/validation/rules.ts';
import type { SignUpAction, SignUpState } from './signup-draft.ts';
import type { FieldFeedback } from './signup-feedback.ts';
import type { CheckedField, useDuplicateCheck } from './use-duplicate-check.ts';

type OwnProps = 'ref' | 'name' | 'value' | 'onValueChange' | 'helperText' | 'error' | 'success' | 'action';

/** each field's rule (checked before 중복확인 asks the server) and hint */
const FIELDS = {
  loginId: { rule: validateLoginId, hint: HINTS.loginId },
  nickName: { rule: validateNickname, hint: HINTS.nickname },
} as const;

/** what a sign-up step holds and passes on to its fields */
export interface SignUpForm {
  state: SignUpState;
  dispatch: Dispatch<SignUpAction>;
  duplicateCheck: ReturnType<typeof useDuplicateCheck>;
}

interface CheckedFieldInputProps extends Omit<TextInputProps, OwnProps> {
  field: CheckedField;
  inputRef: RefObject<HTMLInputElement | null>;
  signUp: SignUpForm;
  feedback: FieldFeedback;
}

/** The login id or the nickname: a draft field with 중복확인 beside it (busy while that field is checked). */
export function CheckedFieldInput(props: CheckedFieldInputProps) {
  const { field, inputRef, signUp, feedback, ...input } = props;
  const { state, dispatch, duplicateCheck } = signUp;
  const { draft } = state;
  const checking = duplicateCheck.checking === field;
  const check = () => duplicateCheck.checkDraft(field, draft[field], FIELDS[field].rule, dispatch, () => inputRef.current?.focus());
  return (
    <TextInput
      ref={inputRef}
      name={field}
      {...input}
      value={draft[field]}
      helperText={FIELDS[field].hint}
      onValueChange={(value) => dispatch({ type: 'change', field, value })}
      error={feedback.error}
      success={feedback.success}
      action={
        <Button variant="secondary" onClick={check} busy={checking}>
          {checking ? '확인 중…' : '중복확인'}
        </Button>
      }
    />
  );
}
