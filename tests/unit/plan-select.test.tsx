import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from '../../src/shared/ui/Select.tsx';

const SORTS = [
  { value: '마감 임박순', label: '마감 임박순' },
  { value: '마감 여유순', label: '마감 여유순' },
] as const;

function SortSelect({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState<string>('마감 임박순');
  return (
    <Select
      label="정렬"
      value={value}
      options={SORTS}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('<Select> (select-only combobox)', () => {
  it('opens with the arrow key, moves, chooses with Enter', async () => {
    window.HTMLElement.prototype.scrollIntoView = vi.fn();
    const chosen = vi.fn();
    render(<SortSelect onChange={chosen} />);
    const box = screen.getByRole('combobox', { name: '정렬' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('option', { name: '마감 임박순' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toHaveBeenCalledWith('마감 여유순');
    expect(box.textContent).toContain('마감 여유순');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Esc closes without choosing; choosing the current value again changes nothing', async () => {
    window.HTMLElement.prototype.scrollIntoView = vi.fn();
    const chosen = vi.fn();
    render(<SortSelect onChange={chosen} />);
    const box = screen.getByRole('combobox', { name: '정렬' });
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('option', { name: '마감 임박순' }));
    expect(chosen).not.toHaveBeenCalled();
  });
});
