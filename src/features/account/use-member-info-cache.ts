import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetMemberInfoQueryKey } from '#generated/api/member/member.ts';
import type { MemberInfoResponse } from '#generated/model/memberInfoResponse.zod.ts';

type MemberInfo = MemberInfoResponse['data'];

/** After a change the server confirmed, the page shows it at once without asking for the whole account again. */
export function useMemberInfoCache() {
  const queryClient = useQueryClient();
  return useCallback(
    (patch: (info: MemberInfo) => Partial<MemberInfo>) =>
      queryClient.setQueryData<MemberInfoResponse>(getGetMemberInfoQueryKey(), (old) =>
        old ? { ...old, data: { ...old.data, ...patch(old.data) } } : old,
      ),
    [queryClient],
  );
}
