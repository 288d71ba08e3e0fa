import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import './select.css';

/** Where the open list's active option moves on a key, from index i of the options 0..last. */
const MOVES: Readonly<Record<string, (i: number, last: number) => number>> = {
  ArrowDown: (i, last) => Math.min(i + 1, last),
  Home: () => 0,
  End: (_i, last) => last,
  PageDown: (i, last) => Math.min(i + 8, last),
  PageUp: (i) => Math.max(i - 8, 0),
};

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
}

interface SelectProps<T extends string | number> {
  label: string;
  /** keep the label for screen readers only (e.g. a sort dropdown whose options speak for themselves) */
  hideLabel?: boolean;
  value: T | null;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A dropdown on the WAI-ARIA "select-only combobox" pattern: the list shows at most 8 options and scrolls beyond
 * that (spec: dropdowns scroll when more than 8 options). Arrow keys, Home/End, Enter/Space and Esc work as in a
 * native select.
 */
export function Select<T extends string | number>({
  label,
  hideLabel,
  value,
  options,
  onChange,
  placeholder = '선택해주세요',
  disabled,
  className,
}: SelectProps<T>) {
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const selectedIndex = options.findIndex((o) => o.value === value);
  const [active, setActive] = useState(Math.max(selectedIndex, 0));
  const listRef = useRef<HTMLUListElement>(null);
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;

  useEffect(() => {
    if (!open) return;
    const option = listRef.current?.children[active];
    if (option instanceof HTMLElement) option.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const openAt = (index: number) => {
    setActive(Math.min(Math.max(index, 0), options.length - 1));
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    setOpen(false);
    if (option && option.value !== value) onChange(option.value);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || options.length === 0) return;
    const last = options.length - 1;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(e.key)) {
        e.preventDefault();
        openAt(Math.max(selectedIndex, 0));
      } else if (e.key === 'Home' || e.key === 'End') {
        e.preventDefault();
        openAt(e.key === 'Home' ? 0 : last);
      }
      return;
    }
    const move = MOVES[e.key];
    if (move) {
      e.preventDefault();
      setActive((i) => move(i, last));
      return;
    }
    switch (e.key) {
      case 'ArrowUp':
        e.preventDefault();
        if (e.altKey) choose(active);
        else setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        choose(active);
        break;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
        break;
      case 'Tab':
        choose(active);
        break;
    }
  };

  return (
    <div className={`select ${className ?? ''}`}>
      <span id={labelId} className={hideLabel ? 'visually-hidden' : 'select__label'}>
        {label}
      </span>
      <div
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        className="select__button"
        aria-labelledby={labelId}
        aria-controls={listId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-disabled={disabled || undefined}
        aria-activedescendant={open ? `${id}-option-${active}` : undefined}
        onClick={() => !disabled && (open ? setOpen(false) : openAt(Math.max(selectedIndex, 0)))}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      >
        <span className={selected ? undefined : 'select__placeholder'}>{selected?.label ?? placeholder}</span>
        <span aria-hidden="true" className="select__arrow">
          ▾
        </span>
      </div>
      <ul ref={listRef} id={listId} role="listbox" aria-labelledby={labelId} className="select__list" hidden={!open}>
        {options.map((option, index) => (
          <li
            key={String(option.value)}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === selectedIndex}
            className={`select__option ${index === active ? 'select__option--active' : ''}`}
            // keep focus on the combobox so the blur handler doesn't close the list before the click lands
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(index)}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
