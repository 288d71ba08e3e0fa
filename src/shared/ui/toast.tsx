import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import './toast.css';
import { toastDuration } from './toast-duration.ts';
import { useToastSpace } from './toast-space.ts';

export type ToastVariant = 'info' | 'success' | 'error';

interface ToastItem {
  id: number;
  message: string;
  variant: ToastVariant;
  duration: number;
  action?: { label: string; onClick: () => void };
  onTimeout?: () => void;
}

interface ShowOptions {
  variant?: ToastVariant;
  /** at least this many milliseconds; every toast stays long enough to read (see toast-duration.ts) */
  duration?: number;
  action?: ToastItem['action'];
  /** called when the toast's time runs out or the member closes it (not when its action closes it) */
  onTimeout?: () => void;
}

interface ToastApi {
  show: (message: string, options?: ShowOptions) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * In-page toasts (never native alert boxes): polite status for info, assertive alert for errors. A toast stays while
 * the pointer is on it or focus is in it, and gets its whole time again after: older members can read it and reach
 * its button without a race. The page keeps the strip the toasts take free of its own controls (toast-space.ts).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const stack = useRef<HTMLDivElement>(null);
  useToastSpace(stack, items.length > 0);

  const dismiss = useCallback((id: number) => setItems((list) => list.filter((t) => t.id !== id)), []);

  const show = useCallback((message: string, { variant = 'info', duration, action, onTimeout }: ShowOptions = {}) => {
    const id = nextId.current++;
    setItems((list) => [...list, { id, message, variant, duration: toastDuration(message, duration), action, onTimeout }]);
  }, []);

  const api = useMemo(() => ({ show }), [show]);
  const polite = items.filter((t) => t.variant !== 'error');
  const assertive = items.filter((t) => t.variant === 'error');

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-stack" ref={stack}>
        <div role="status" aria-live="polite" className="toast-region">
          {polite.map((t) => (
            <Toast key={t.id} item={t} dismiss={dismiss} />
          ))}
        </div>
        <div role="alert" aria-live="assertive" className="toast-region">
          {assertive.map((t) => (
            <Toast key={t.id} item={t} dismiss={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ item, dismiss }: { item: ToastItem; dismiss: (id: number) => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  const { id, duration, onTimeout } = item;

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => {
      dismiss(id);
      onTimeout?.();
    }, duration);
    return () => clearTimeout(timer);
  }, [held, id, duration, onTimeout, dismiss]);

  return (
    <div
      className={`toast toast--${item.variant}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <span className="toast__message">{item.message}</span>
      {item.action && (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            item.action?.onClick();
            dismiss(id);
          }}
        >
          {item.action.label}
        </button>
      )}
      <button
        type="button"
        className="toast__close"
        aria-label="알림 닫기"
        onClick={() => {
          dismiss(id);
          onTimeout?.();
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
