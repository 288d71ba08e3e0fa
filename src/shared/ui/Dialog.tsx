import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import './dialog.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** buttons under the body */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations and alerts that need an answer */
  role?: 'dialog' | 'alertdialog';
  /** extra class for sizing (e.g. the region picker's 700 × 600) */
  className?: string;
  /** hide the × button (alerts whose only way out is their own button) */
  hideCloseButton?: boolean;
  /** the body scrolls between a fixed title and footer: it takes focus, so the keyboard can scroll it too */
  scrollingBody?: boolean;
  /** a tap or click on the dimmed page around the dialog closes it (details that ask nothing) */
  closeOnBackdrop?: boolean;
}

/** Whether a press or click on the <dialog> itself fell outside its box, on the backdrop. */
const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
};

/**
 * A modal on the native <dialog>: showModal() makes the page behind it inert (focus stays inside), Esc closes it,
 * and focus returns to what opened it. Every spec "alert" and modal uses this, never window.alert().
 */
export function Dialog(props: DialogProps) {
  const { open, title, onClose, children, footer, role = 'dialog', className, hideCloseButton, scrollingBody, closeOnBackdrop } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);
  // pressed on the backdrop too: a text selection dragged out of the dialog is not a tap outside
  const pressedOutside = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
      }}
      onPointerDown={closeOnBackdrop ? (e) => (pressedOutside.current = onBackdrop(e)) : undefined}
      onClick={
        closeOnBackdrop
          ? (e) => {
              if (pressedOutside.current && onBackdrop(e)) onClose();
              pressedOutside.current = false;
            }
          : undefined
      }
    >
      {open && (
        <div className="dialog__frame">
          <header className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {!hideCloseButton && (
              <button type="button" className="dialog__close" onClick={onClose} aria-label="닫기">
                <span aria-hidden="true">×</span>
              </button>
            )}
          </header>
          <div className="dialog__body" tabIndex={scrollingBody ? 0 : undefined}>
            {children}
          </div>
          {footer && <footer className="dialog__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}

interface AnswerDialogProps {
  open: boolean;
  title: string;
  message: string | undefined;
  onClose: () => void;
  footer: ReactNode;
}

/** A dialog that needs an answer (alert, confirm): no ×, its message as the body, its buttons in the footer. */
function AnswerDialog({ open, title, message, onClose, footer }: AnswerDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onClose} role="alertdialog" hideCloseButton footer={footer}>
      {message !== undefined && <p className="dialog__message">{message}</p>}
    </Dialog>
  );
}

interface AlertDialogProps {
  open: boolean;
  title?: string;
  message: string;
  confirmLabel?: string;
  onClose: () => void;
}

/** The in-page replacement for window.alert(): one message, one 확인 button that takes focus. */
export function AlertDialog({ open, title = '알림', message, confirmLabel = '확인', onClose }: AlertDialogProps) {
  const ok = (
    <button type="button" className="button" onClick={onClose} autoFocus>
      {confirmLabel}
    </button>
  );
  return <AnswerDialog open={open} title={title} message={message} onClose={onClose} footer={ok} />;
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The in-page replacement for window.confirm(). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = '확인',
  cancelLabel = '취소',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AnswerDialog
      open={open}
      title={title}
      message={message || undefined}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel} autoFocus>
            {cancelLabel}
          </button>
          <button type="button" className="button" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    />
  );
}
