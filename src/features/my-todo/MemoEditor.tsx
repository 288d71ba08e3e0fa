import { useId, useLayoutEffect, useRef, useState } from 'react';
import { clampMemo, MEMO_LIMIT_MESSAGE, MEMO_MAX, memoCounter, pasteIntoMemo } from './memo-text.ts';

interface MemoEditorProps {
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
}

/** The memo text with a live counter (n/5000); typing or pasting past the limit is refused with a message. */
export function MemoEditor({ value, onChange, readOnly }: MemoEditorProps) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const [limited, setLimited] = useState(false);

  useLayoutEffect(() => {
    if (caret.current === null || !ref.current) return;
    ref.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <div className="memo-editor">
      <label htmlFor={`${id}-text`} className="memo-field__label">
        메모
      </label>
      <textarea
        ref={ref}
        id={`${id}-text`}
        className="memo-editor__text"
        value={value}
        readOnly={readOnly}
        maxLength={MEMO_MAX}
        rows={10}
        placeholder={readOnly ? undefined : '준비하며 알게 된 것, 해야 할 일을 적어 두세요.'}
        aria-describedby={`${id}-count${limited ? ` ${id}-limit` : ''}`}
        onChange={(e) => {
          setLimited(e.target.value.length >= MEMO_MAX);
          onChange(clampMemo(e.target.value));
        }}
        onPaste={(e) => {
          const target = e.currentTarget;
          const result = pasteIntoMemo(value, target.selectionStart, target.selectionEnd, e.clipboardData.getData('text'));
          if (!result.cut) return;
          e.preventDefault();
          caret.current = result.caret;
          setLimited(true);
          onChange(result.text);
        }}
      />
      <p id={`${id}-count`} className="memo-editor__count">
        <span className="visually-hidden">글자 수 </span>
        {memoCounter(value)}
      </p>
      {limited && !readOnly && (
        <p id={`${id}-limit`} className="memo-field__error" role="status">
          {MEMO_LIMIT_MESSAGE}
        </p>
      )}
    </div>
  );
}
