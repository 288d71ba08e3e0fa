import { useId, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './text-input.css';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'size' | 'children'>;

export interface TextInputProps extends NativeInputProps {
  /** the title above the field; always the field's label (visually hidden with hideLabel) */
  label: string;
  hideLabel?: boolean;
  value: string;
  onValueChange: (value: string, event?: ChangeEvent<HTMLInputElement>) => void;
  /** 'password' adds the show/hide toggle */
  type?: 'text' | 'password' | 'email' | 'tel' | 'search';
  /** the hint under the field (e.g. '4-20자/영문,숫자 조합') */
  helperText?: ReactNode;
  /** a rule the value breaks; marks the field invalid */
  error?: string | null;
  /** a good outcome to confirm (e.g. '사용 가능한 아이디입니다') */
  success?: string | null;
  /** the clear-all button, shown once there is a value (default on) */
  clearable?: boolean;
  /** a control beside the field, such as 중복확인 */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** For login ids: phone keyboards must not capitalise or "correct" them into a different id. */
export const LOGIN_ID_INPUT = { autoComplete: 'username', autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;

/**
 * The shared text field: title, helper text, purple border while focused, grey otherwise, red when invalid.
 * Helper and message are tied to the input with aria-describedby; the message is announced politely.
 */
export function TextInput({
  label,
  hideLabel,
  value,
  onValueChange,
  type = 'text',
  helperText,
  error,
  success,
  clearable = true,
  action,
  ref,
  id: givenId,
  className,
  disabled,
  readOnly,
  ...inputProps
}: TextInputProps) {
  const autoId = useId();
  const id = givenId ?? `text-input-${autoId}`;
  const helperId = `${id}-helper`;
  const messageId = `${id}-message`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const message = error || success || '';
  const invalid = Boolean(error);

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const clear = () => {
    onValueChange('');
    inputRef.current?.focus();
  };

  const describedBy = [helperText ? helperId : null, message ? messageId : null, inputProps['aria-describedby']]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={`text-input ${className ?? ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'text-input__label'}>
        {label}
      </label>
      <div className="text-input__row">
        <div className="text-input__field" data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
          <input
            {...inputProps}
            ref={setRefs}
            id={id}
            type={isPassword && revealed ? 'text' : type}
            value={value}
            disabled={disabled}
            readOnly={readOnly}
            onChange={(event) => onValueChange(event.target.value, event)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy || undefined}
            className="text-input__control"
          />
          {clearable && value !== '' && !disabled && !readOnly && (
            <button type="button" className="text-input__icon-button" onClick={clear} aria-label={`${label} 지우기`}>
              <span aria-hidden="true">×</span>
            </button>
          )}
          {isPassword && (
            <button
              type="button"
              className="text-input__toggle"
              onClick={() => setRevealed((shown) => !shown)}
              aria-label={revealed ? `${label} 숨기기` : `${label} 보기`}
              aria-controls={id}
            >
              {revealed ? '숨기기' : '보기'}
            </button>
          )}
        </div>
        {action}
      </div>
      {helperText && (
        <p id={helperId} className="text-input__helper">
          {helperText}
        </p>
      )}
      <FieldMessage id={messageId} message={message} invalid={invalid} className="text-input__live" />
    </div>
  );
}

interface FieldMessageProps {
  id: string;
  message: string | null | undefined;
  /** an error (default) or a success */
  invalid?: boolean;
  className?: string;
}

/** A field's rule message under it, in a polite live region that is always there (so the change is announced). */
export function FieldMessage({ id, message, invalid = true, className }: FieldMessageProps) {
  return (
    <div aria-live="polite" className={className}>
      {message && (
        <p id={id} className={`text-input__message text-input__message--${invalid ? 'error' : 'success'}`}>
          {message}
        </p>
      )}
    </div>
  );
}
