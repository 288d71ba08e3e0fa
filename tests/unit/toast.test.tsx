import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastDuration } from '../../src/shared/ui/toast-duration.ts';
import { ToastProvider, useToast } from '../../src/shared/ui/toast.tsx';

function Trigger({ onTimeout, onUndo }: { onTimeout?: () => void; onUndo?: () => void }) {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() =>
        toast.show('할 일을 삭제했어요.', {
          duration: 10_000,
          onTimeout,
          action: onUndo && { label: '되돌리기', onClick: onUndo },
        })
      }
    >
      삭제
    </button>
  );
}

function showToast(props: Parameters<typeof Trigger>[0] = {}) {
  render(
    <ToastProvider>
      <Trigger {...props} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '삭제' }));
  return () => screen.queryByText('할 일을 삭제했어요.');
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows in the polite live region for its duration, then goes and reports that its time ran out', () => {
    const onTimeout = vi.fn();
    const toast = showToast({ onTimeout });
    expect(screen.getByRole('status').textContent).toContain('할 일을 삭제했어요.');
    advance(9999);
    expect(toast()).not.toBeNull();
    expect(onTimeout).not.toHaveBeenCalled();
    advance(1);
    expect(toast()).toBeNull();
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('stays while the pointer is on it, and gets its whole time again after', () => {
    const onTimeout = vi.fn();
    const toast = showToast({ onTimeout });
    advance(2000);
    fireEvent.mouseEnter(toast()!.parentElement!);
    advance(60_000);
    expect(toast()).not.toBeNull();
    fireEvent.mouseLeave(toast()!.parentElement!);
    advance(9999);
    expect(toast()).not.toBeNull();
    advance(1);
    expect(toast()).toBeNull();
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('stays while focus is on its button; the button closes it without reporting a timeout', () => {
    const onTimeout = vi.fn();
    const onUndo = vi.fn();
    const toast = showToast({ onTimeout, onUndo });
    const undo = screen.getByRole('button', { name: '되돌리기' });
    act(() => undo.focus());
    advance(60_000);
    expect(toast()).not.toBeNull();
    fireEvent.click(undo);
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(toast()).toBeNull();
    advance(10_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('runs out again once focus leaves', () => {
    const toast = showToast({ onUndo: () => {} });
    act(() => screen.getByRole('button', { name: '되돌리기' }).focus());
    advance(10_000);
    act(() => screen.getByRole('button', { name: '삭제' }).focus());
    advance(10_000);
    expect(toast()).toBeNull();
  });

  it('its close button closes it like its time running out', () => {
    const onTimeout = vi.fn();
    const toast = showToast({ onTimeout });
    fireEvent.click(screen.getByRole('button', { name: '알림 닫기' }));
    expect(toast()).toBeNull();
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});

describe('how long a toast stays', () => {
  it('at least 5 s, however short the text or the time asked for', () => {
    expect(toastDuration('저장했어요.')).toBe(5000);
    expect(toastDuration('로그인 후 이용 가능한 기능입니다.', 1500)).toBe(5000);
  });

  it('0.1 s more per character beyond 30, so longer text can be read', () => {
    const long = '가'.repeat(60);
    expect(toastDuration(long)).toBe(8000);
    expect(toastDuration('가'.repeat(31))).toBe(5100);
  });

  it('the time asked for when that is longer (the 10 s undo window)', () => {
    expect(toastDuration('할 일을 삭제했어요.', 10_000)).toBe(10_000);
  });
});
