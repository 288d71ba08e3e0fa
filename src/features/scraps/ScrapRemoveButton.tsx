interface ScrapRemoveButtonProps {
  itemTitle: string;
  deleting: boolean;
  onClick: () => void;
}

export function ScrapRemoveButton({ itemTitle, deleting, onClick }: ScrapRemoveButtonProps) {
  return (
    <button
      type="button"
      className="scrap-remove"
      aria-label={`${itemTitle} 스크랩 삭제`}
      disabled={deleting}
      aria-busy={deleting || undefined}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.1 5.3 3.1 1.7-2 3.2-3.1 5.3-3.1 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z"
          fill="currentColor"
        />
      </svg>
      스크랩 삭제
    </button>
  );
}
