import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MemoEditor } from '../../src/features/my-todo/MemoEditor.tsx';
import { clampMemo, MEMO_LIMIT_MESSAGE, MEMO_MAX, memoCounter, pasteIntoMemo } from '../../src/features/my-todo/memo-text.ts';

describe('memo text limit (5000 characters)', () => {
  it('counts as length/5000', () => {
    expect(MEMO_MAX).toBe(5000);
    expect(memoCounter('')).toBe('0/5000');
    expect(memoCounter('가나다')).toBe('3/5000');
  });

  it('typing never goes past the limit', () => {
    expect(clampMemo('a'.repeat(4999))).toHaveLength(4999);
    expect(clampMemo('a'.repeat(5000))).toHaveLength(5000);
    expect(clampMemo('a'.repeat(5001))).toHaveLength(5000);
  });

  it('pasting takes only what fits, replacing the selection, and puts the caret after it', () => {
    const current = 'a'.repeat(4990);
    const result = pasteIntoMemo(current, 10, 10, 'b'.repeat(20));
    expect(result.text).toHaveLength(5000);
    expect(result.text.slice(10, 20)).toBe('b'.repeat(10));
    expect(result.caret).toBe(20);
    expect(result.cut).toBe(true);

    const replacing = pasteIntoMemo('a'.repeat(5000), 0, 100, 'c'.repeat(100));
    expect(replacing).toEqual({ text: 'c'.repeat(100) + 'a'.repeat(4900), caret: 100, cut: false });

    const full = pasteIntoMemo('a'.repeat(5000), 5000, 5000, '더');
    expect(full).toEqual({ text: 'a'.repeat(5000), caret: 5000, cut: true });
  });

  it('never splits an emoji at the cut', () => {
    const result = pasteIntoMemo('a'.repeat(4999), 4999, 4999, '😀');
    expect(result.text).toBe('a'.repeat(4999));
    expect(result.cut).toBe(true);
  });
});

function Editor({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <MemoEditor value={value} onChange={setValue} />;
}

describe('<MemoEditor>', () => {
  it('shows the live counter while typing', async () => {
    render(<Editor />);
    await userEvent.type(screen.getByLabelText('메모'), '자격증 알아보기');
    expect(screen.getByText('8/5000', { exact: false })).toBeTruthy();
  });

  it('refuses typing past 5000 characters', async () => {
    render(<Editor initial={'가'.repeat(4998)} />);
    const text = screen.getByLabelText<HTMLTextAreaElement>('메모');
    await userEvent.type(text, '나다라마', { initialSelectionStart: 4998, initialSelectionEnd: 4998 });
    expect(text.value).toHaveLength(5000);
    expect(text.value.endsWith('나다')).toBe(true);
    expect(screen.getByText('5000/5000', { exact: false })).toBeTruthy();
  });

  it('cuts a paste at the limit and says so', () => {
    render(<Editor initial={'가'.repeat(4995)} />);
    const text = screen.getByLabelText<HTMLTextAreaElement>('메모');
    text.setSelectionRange(4995, 4995);
    fireEvent.paste(text, { clipboardData: { getData: () => '0123456789' } });
    expect(text.value).toBe('가'.repeat(4995) + '01234');
    expect(screen.getByRole('status').textContent).toBe(MEMO_LIMIT_MESSAGE);
    expect(screen.getByText('5000/5000', { exact: false })).toBeTruthy();
  });

  it('is read-only in view mode', () => {
    render(<MemoEditor value="읽기만" onChange={() => {}} readOnly />);
    expect(screen.getByLabelText<HTMLTextAreaElement>('메모').readOnly).toBe(true);
  });
});
