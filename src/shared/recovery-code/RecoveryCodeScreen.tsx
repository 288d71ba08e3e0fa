import { useEffect, useRef, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { RecoveryCodeLeaveGuard, RecoveryCodePanel } from './RecoveryCodePanel.tsx';

interface RecoveryCodeScreenProps {
  /** the step's heading (focused when it appears) */
  title: string;
  code: string;
  loginId: string;
  /** the member says the code is kept, and goes on (to /login) */
  onKept: () => void;
  /** the button's words (a member already logged in goes on to the app, not to /login) */
  keptLabel?: string;
}

/** After sign-up or a reset: the new code, and one way on once the member has kept it. */
export function RecoveryCodeScreen({ title, code, loginId, onKept, keptLabel = '보관했어요. 로그인하러 가기' }: RecoveryCodeScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [kept, setKept] = useState(false);

  useEffect(() => heading.current?.focus(), []);
  // after the guard has let go (its effect runs first: it is a child)
  useEffect(() => {
    if (kept) onKept();
  }, [kept, onKept]);

  return (
    <div className="recovery-code-screen">
      <h2 ref={heading} tabIndex={-1} className="recovery-code-screen__title">
        {title}
      </h2>
      <RecoveryCodePanel code={code} loginId={loginId} />
      <Button block onClick={() => setKept(true)}>
        {keptLabel}
      </Button>
      <RecoveryCodeLeaveGuard active={!kept} />
    </div>
  );
}
