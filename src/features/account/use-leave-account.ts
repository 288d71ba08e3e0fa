import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, type ToastState } from '../../shared/routing/paths.ts';
import { endSession } from '../../shared/session/session.ts';

/**
 * 로그아웃 and 탈퇴: go to '/', then clear tokens, nickname, member id and userStore. The session ends only once the
 * account page has really left the screen (its unmount), because ending it while /mypage is still shown would make the
 * page's login guard step in with its own "please log in" redirect and toast.
 */
export function useLeaveAccount() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leaving = useRef(false);

  useEffect(
    () => () => {
      if (!leaving.current) return;
      endSession();
      queryClient.clear();
    },
    [queryClient],
  );

  return (toast: string) => {
    leaving.current = true;
    void navigate(paths.home, { replace: true, state: { toast } satisfies ToastState });
  };
}
