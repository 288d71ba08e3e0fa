import { useState } from 'react';
import { useLogout } from '#generated/api/auth/auth.ts';
import { getRefreshToken } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { useLeaveAccount } from './use-leave-account.ts';
import { WithdrawDialog } from './WithdrawDialog.tsx';

/** 로그아웃 and 회원 탈퇴 (with its confirmation and the current password). */
export function AccountActions({ onFailure }: { onFailure: (message: string) => void }) {
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const leave = useLeaveAccount();

  // 로그아웃 ends the login on the server too; the browser forgets it whatever the answer (offline included)
  const logout = useLogout();
  const logOut = () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) return leave('로그아웃했어요.');
    logout.mutate({ data: { refreshToken } }, { onSettled: () => leave('로그아웃했어요.') });
  };

  return (
    <div className="account-actions">
      <Button variant="secondary" busy={logout.isPending} onClick={logOut}>
        로그아웃
      </Button>
      <Button variant="secondary" className="account-actions__withdraw" onClick={() => setConfirmWithdraw(true)}>
        회원 탈퇴
      </Button>
      <WithdrawDialog
        open={confirmWithdraw}
        onCancel={() => setConfirmWithdraw(false)}
        onWithdrawn={() => leave('탈퇴가 끝났어요. 그동안 새길과 함께해 주셔서 고마워요.')}
        onFailure={(message) => {
          setConfirmWithdraw(false);
          onFailure(message);
        }}
      />
    </div>
  );
}
