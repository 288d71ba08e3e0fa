import { lazy, Suspense, useId, useRef, useState } from 'react';
import './floating-todo.css';

const FloatingTodoPanel = lazy(() => import('./FloatingTodoPanel.tsx').then((m) => ({ default: m.FloatingTodoPanel })));

/**
 * The spec's floating add-to-do button of the logged-in layout, docked in the page flow under the top bar (명세에 없어
 * 정함): a button fixed over the page covered the controls under it on a phone at every text size, so it sits in its
 * own row and opens its panel below itself. The panel's code loads the first time it opens.
 */
export function FloatingTodo() {
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };

  return (
    <div className="floating-todo">
      <button
        ref={launcher}
        type="button"
        className="floating-todo__launcher"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span aria-hidden="true" className="floating-todo__plus">
          +
        </span>
        할 일 추가
      </button>
      {open && (
        <Suspense fallback={<div className="floating-todo__panel floating-todo__panel--loading">불러오는 중...</div>}>
          <FloatingTodoPanel id={panelId} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
