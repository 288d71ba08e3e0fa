import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import './button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  /** stretch to the container's width */
  block?: boolean;
  /**
   * A request is running: the button ignores presses but keeps focus (a disabled button would drop the keyboard
   * user's focus to the page).
   */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The shared button on the .button styles of global.css: primary (purple) or secondary (outlined), and disabled. */
export function Button({ variant = 'primary', block, busy, className, type = 'button', onClick, ...props }: ButtonProps) {
  const classes = ['button', variant === 'secondary' && 'button--secondary', block && 'button--block', className]
    .filter(Boolean)
    .join(' ');
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) return event.preventDefault();
    onClick?.(event);
  };
  return (
    <button
      {...props}
      type={type}
      className={classes}
      onClick={press}
      aria-disabled={busy || props['aria-disabled'] || undefined}
      aria-busy={busy || undefined}
    />
  );
}
