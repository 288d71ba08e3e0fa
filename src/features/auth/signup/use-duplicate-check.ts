import { useQueryClient } from '@tanstack/react-query';
import { useState, type Dispatch, type FormEvent } from 'react';
import { getCheckLoginIdQueryOptions, getCheckNicknameQueryOptions } from '#generated/api/auth/auth.ts';
import type { RuleResult } from '#src/shared/validation/rules.ts';
import type { DraftField, SignUpAction } from './signup-draft.ts';

export type CheckedField = 'loginId' | 'nickName';

/**
 * 중복확인 on demand through the generated query options. Always asks the server again (a check is not a
 * reservation), and a failed request counts as 'duplicated' (spec).
 */
export function useDuplicateCheck() {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState<CheckedField | null>(null);

  const check = async (field: CheckedField, value: string): Promise<'available' | 'unavailable'> => {
    const query = { staleTime: 0, gcTime: 0, retry: false } as const;
    setChecking(field);
    try {
      const response =
        field === 'loginId'
          ? await queryClient.fetchQuery(getCheckLoginIdQueryOptions({ loginId: value }, { query }))
          : await queryClient.fetchQuery(getCheckNicknameQueryOptions({ nickname: value }, { query }));
      return response.data.duplicated ? 'unavailable' : 'available';
    } catch {
      return 'unavailable';
    } finally {
      setChecking(null);
    }
  };

  /** 중복확인 of a draft field: a value that breaks the field's rule is shown (touched, focused) instead of sent. */
  const checkDraft = async (
    field: CheckedField,
    raw: string,
    rule: (value: string) => RuleResult,
    dispatch: Dispatch<SignUpAction>,
    focus: () => void,
  ) => {
    const value = raw.trim();
    if (rule(value)) {
      dispatch({ type: 'touchAll', fields: [field] });
      focus();
      return;
    }
    const result = await check(field, value);
    dispatch({ type: 'checked', field, value: raw, state: result });
  };

  return { check, checkDraft, checking };
}

/** A step's try to move on: from then on every field of the step shows its rule, and the checks are demanded. */
export function useStepTry(dispatch: Dispatch<SignUpAction>, fields: DraftField[]) {
  const [tried, setTried] = useState(false);
  const begin = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    dispatch({ type: 'touchAll', fields });
  };
  return [tried, begin] as const;
}
