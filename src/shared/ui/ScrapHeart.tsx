import './scrap-heart.css';

interface ScrapHeartProps {
  /** what is scrapped, for the button's name ('<title> 스크랩') */
  itemTitle: string;
  scrapped: boolean;
  onToggle: () => void;
  /** a request for this item is under way */
  busy?: boolean;
  disabled?: boolean;
  /** show the word next to the heart (detail modals) */
  showText?: boolean;
}

/** A ticked (filled) heart means scrapped; pressing it creates or deletes the scrap. */
export function ScrapHeart({ itemTitle, scrapped, onToggle, busy, disabled, showText }: ScrapHeartProps) {
  return (
    <button
      type="button"
      className={`scrap-heart ${showText ? 'scrap-heart--text' : ''}`}
      aria-pressed={scrapped}
      aria-label={showText ? undefined : `${itemTitle} 스크랩`}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" className="scrap-heart__icon">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.1 5.3 3.1 1.7-2 3.2-3.1 5.3-3.1 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {showText && <span>스크랩</span>}
    </button>
  );
}
