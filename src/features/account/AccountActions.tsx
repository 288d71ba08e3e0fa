import { useState } from 'react';
import { useLogout, useWithdraw } from '../../../generated/api/auth/auth.ts';
import { getRefreshToken } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { ConfirmDialog } from '../../shared/ui/Dialog.tsx';
import { withdrawFailure } from './account-failures.ts';
import { useLeaveAccount } from './use-leave-account.ts';

export const WITHDRAW_TITLE = '정말 탈퇴하시겠어요?';
export const WITHDRAW_TEXT = '탈퇴하시면 이전의 기록들은 모두 삭제돼요';

/** 로그아웃 and 회원 탈퇴 (with its confirmation). */
export function AccountActions({ onFailure }: { onFailure: (message: string) => void }) {
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const withdraw = useWithdraw();
  const leave = useLeaveAccount();

  // 로그아웃 ends the login on the server too; the browser forgets it whatever the answer (offline included)
  const logout = useLogout();
  const logOut = () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return leave('로그아웃했어요.');
    logout.mutate({ data: { refreshToken } }, { onSettled: () => leave('로그아웃했어요.') });
  };

  const confirm = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => leave('탈퇴가 끝났어요. 그동안 새길과 함께해 주셔서 고마워요.'),
      onError: (error) => {
        setConfirmWithdraw(false);
        onFailure(withdrawFailure(error));
      },
    });

  return (
    <div className="account-actions">
      <Button variant="secondary" busy={logout.isPending} onClick={logOut}>
        로그아웃
      </Button>
      <Button variant="secondary" className="account-actions__withdraw" onClick={() => setConfirmWithdraw(true)}>
        회원 탈퇴
      </Button>
      <ConfirmDialog
        open={confirmWithdraw}
        title={WITHDRAW_TITLE}
        message={WITHDRAW_TEXT}
        confirmLabel="탈퇴하기"
        busy={withdraw.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirmWithdraw(false)}
      />
    </div>
  );
}
