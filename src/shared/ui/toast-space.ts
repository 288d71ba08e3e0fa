import { useEffect, type RefObject } from 'react';

/** The CSS variable toast.css reads: how much of the bottom of the window the toasts take (0 when none shows). */
const SPACE = '--toast-space';
/** a little air between a control brought clear of the toasts and their top edge */
const GAP_PX = 8;

/**
 * While a toast shows, the page reserves the strip the toast stack takes at the bottom of the window (명세에 없어 정함):
 * the page gets that much more room at its end and the same scroll padding, so every control can be scrolled (or
 * Tabbed) clear above the toasts and none is left under them, and the control in focus is moved clear at once.
 */
export function useToastSpace(stack: RefObject<HTMLElement | null>, showing: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    const element = stack.current;
    if (!element || !showing) return;
    const update = () => {
      const top = element.getBoundingClientRect().top;
      root.style.setProperty(SPACE, `${Math.max(0, Math.ceil(window.innerHeight - top)) + GAP_PX}px`);
      keepFocusClear(element, top);
    };
    // (every browser has it; a test DOM may not)
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    window.addEventListener('resize', update);
    update();
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(SPACE);
    };
  }, [stack, showing]);
}

/** The control the member just used (a to-do's 삭제 moved focus to the next one) never ends up under the toasts. */
function keepFocusClear(stack: HTMLElement, stackTop: number) {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || stack.contains(active)) return;
  const box = active.getBoundingClientRect();
  if (box.bottom > stackTop && box.top < window.innerHeight) active.scrollIntoView({ block: 'nearest' });
}
