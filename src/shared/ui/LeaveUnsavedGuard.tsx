import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './Dialog.tsx';

export const LEAVE_UNSAVED_TITLE = '저장하지 않고 나갈까요?';
export const LEAVE_UNSAVED_MESSAGE = '나가면 지금 적은 내용은 사라져요.';

/**
 * While `unsaved`, leaving for another screen in the app (a link, a tab, the browser's or phone's Back) first asks
 * whether to leave without saving; 계속 쓰기 (focused, the safe answer) stays, 나가기 goes on where the member was going.
 */
export function LeaveUnsavedGuard({ unsaved }: { unsaved: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={LEAVE_UNSAVED_TITLE}
      message={LEAVE_UNSAVED_MESSAGE}
      cancelLabel="계속 쓰기"
      confirmLabel="나가기"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
