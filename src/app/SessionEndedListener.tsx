import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paths } from '../shared/routing/paths.ts';
import { onSessionEnded } from '../shared/session/session.ts';
import { useToast } from '../shared/ui/toast.tsx';
import type { AppRouter } from './router.tsx';

export const SESSION_ENDED_TOAST = '로그인이 만료되었어요. 다시 로그인해주세요.';
export const PASSWORD_CHANGED_TOAST = '다른 기기에서 비밀번호가 바뀌었어요. 새 비밀번호로 다시 로그인해주세요.';

/** The mutator ends a session it cannot renew and says so; here the app goes home and forgets member data. */
export function SessionEndedListener({ router }: { router: AppRouter }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(
    () =>
      onSessionEnded((reason) => {
        toast.show(reason === 'password-changed' ? PASSWORD_CHANGED_TOAST : SESSION_ENDED_TOAST);
        void router.navigate(paths.home, { replace: true }).then(() => queryClient.clear());
      }),
    [router, queryClient, toast],
  );
  return null;
}
