import { lazy, Suspense, useId, useRef, useState, type RefObject } from 'react';
import './floating-todo.css';

const FloatingTodoPanel = lazy(() => import('./FloatingTodoPanel.tsx').then((m) => ({ default: m.FloatingTodoPanel })));

/** The open state of the 할 일 추가 panel, shared by its two launchers (the row's and the phone top bar's). */
export interface FloatingTodoState {
  open: boolean;
  panelId: string;
  toggle: () => void;
  close: () => void;
  /** the row's launcher and the top bar's: CSS shows one of them (docs/decisions/0015) */
  launchers: readonly [RefObject<HTMLButtonElement | null>, RefObject<HTMLButtonElement | null>];
}

export function useFloatingTodo(): FloatingTodoState {
  const [open, setOpen] = useState(false);
  const row = useRef<HTMLButtonElement>(null);
  const topBar = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => {
    setOpen(false);
    // back to the launcher the member can see (the other one is display: none)
    [row, topBar].find((r) => r.current && r.current.getClientRects().length > 0)?.current?.focus();
  };
  return { open, panelId, close, toggle: () => (open ? close() : setOpen(true)), launchers: [row, topBar] };
}

/** The launcher button; `place` says which of the two it is. */
export function FloatingTodoLauncher({ todo, place }: { todo: FloatingTodoState; place: 'row' | 'top-bar' }) {
  return (
    <button
      ref={todo.launchers[place === 'row' ? 0 : 1]}
      type="button"
      className={`floating-todo__launcher floating-todo__launcher--${place}`}
      aria-expanded={todo.open}
      aria-controls={todo.open ? todo.panelId : undefined}
      onClick={todo.toggle}
    >
      <span aria-hidden="true" className="floating-todo__plus">
        +
      </span>
      할 일 추가
    </button>
  );
}

/**
 * The spec's floating add-to-do button of the logged-in layout, docked in the page flow under the top bar (명세에 없어
 * 정함): a button fixed over the page covered the controls under it on a phone at every text size, so it sits in its
 * own row and opens its panel below itself. On a phone at 크게 and 아주 크게 the row's button gives way to the same
 * button in the top bar's one row (decision 0015) and the row holds only the open panel. The panel's code loads the
 * first time it opens.
 */
export function FloatingTodo({ todo }: { todo: FloatingTodoState }) {
  return (
    <div className={todo.open ? 'floating-todo floating-todo--open' : 'floating-todo'}>
      <FloatingTodoLauncher todo={todo} place="row" />
      {todo.open && (
        <Suspense fallback={<div className="floating-todo__panel floating-todo__panel--loading">불러오는 중...</div>}>
          <FloatingTodoPanel id={todo.panelId} onClose={todo.close} />
        </Suspense>
      )}
    </div>
  );
}
