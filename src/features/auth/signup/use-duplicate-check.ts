import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getCheckLoginIdQueryOptions, getCheckNicknameQueryOptions } from '../../../../generated/api/auth/auth.ts';

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

  return { check, checking };
}
