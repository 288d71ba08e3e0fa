import type { ReactNode } from 'react';
import { Button } from '../../shared/ui/Button.tsx';

/** The end of an account dialog's form: why the last try failed (if it did), then 취소 and the form's own button. */
export function DialogFormFooter({ failure, onCancel, children }: { failure: string | null; onCancel: () => void; children: ReactNode }) {
  return (
    <>
      {failure && (
        <p role="alert" className="account-dialog-form__failure">
          {failure}
        </p>
      )}
      <div className="account-dialog-form__actions">
        <Button variant="secondary" onClick={onCancel}>
          취소
        </Button>
        {children}
      </div>
    </>
  );
}
