interface PublicSwitchProps {
  checked: boolean;
  onChange: (next: boolean) => void;
  disabled?: boolean;
  busy?: boolean;
}

/** 공개: whether other members may read this to-do's memo. */
export function PublicSwitch({ checked, onChange, disabled, busy }: PublicSwitchProps) {
  return (
    <div className="public-switch">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-busy={busy || undefined}
        className="public-switch__button"
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="public-switch__track" aria-hidden="true">
          <span className="public-switch__thumb" />
        </span>
        <span className="public-switch__label">공개</span>
      </button>
      <span className="public-switch__state" aria-hidden="true">
        {checked ? '다른 회원도 볼 수 있어요' : '나만 볼 수 있어요'}
      </span>
    </div>
  );
}
