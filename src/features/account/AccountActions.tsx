import { useState } from 'react';
import { useWithdraw } from '../../../generated/api/auth/auth.ts';
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
      <Button variant="secondary" onClick={() => leave('로그아웃했어요.')}>
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
