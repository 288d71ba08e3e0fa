import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import './toast.css';

export type ToastVariant = 'info' | 'success' | 'error';

interface ToastItem {
  id: number;
  message: string;
  variant: ToastVariant;
  action?: { label: string; onClick: () => void };
}

interface ShowOptions {
  variant?: ToastVariant;
  /** milliseconds; the spec's durations are 1500 (home), 2500 (to-do), 3000 (save) */
  duration?: number;
  action?: ToastItem['action'];
}

interface ToastApi {
  show: (message: string, options?: ShowOptions) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** In-page toasts (never native alert boxes): polite status for info, assertive alert for errors. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setItems((list) => list.filter((t) => t.id !== id));
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    (message: string, { variant = 'info', duration = 3000, action }: ShowOptions = {}) => {
      const id = nextId.current++;
      setItems((list) => [...list, { id, message, variant, action }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const api = useMemo(() => ({ show }), [show]);
  const polite = items.filter((t) => t.variant !== 'error');
  const assertive = items.filter((t) => t.variant === 'error');

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-stack">
        <div role="status" aria-live="polite" className="toast-region">
          {polite.map((t) => (
            <Toast key={t.id} item={t} onClose={() => dismiss(t.id)} />
          ))}
        </div>
        <div role="alert" aria-live="assertive" className="toast-region">
          {assertive.map((t) => (
            <Toast key={t.id} item={t} onClose={() => dismiss(t.id)} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ item, onClose }: { item: ToastItem; onClose: () => void }) {
  return (
    <div className={`toast toast--${item.variant}`}>
      <span className="toast__message">{item.message}</span>
      {item.action && (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            item.action?.onClick();
            onClose();
          }}
        >
          {item.action.label}
        </button>
      )}
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
