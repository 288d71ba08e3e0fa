import { useId, useRef } from 'react';
import { isYoutubeLink } from '../../shared/media/youtube.ts';
import { YoutubeEmbed } from '../../shared/media/YoutubeEmbed.tsx';

export const LINK_INVALID_MESSAGE = '유튜브 영상 링크(watch, shorts, youtu.be)만 하나 넣을 수 있어요.';

/** A link is fine when empty or exactly one YouTube video link. */
export function isAcceptableLink(link: string): boolean {
  return link.trim() === '' || isYoutubeLink(link);
}

interface VideoLinkFieldProps {
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  /** the to-do title, naming the player */
  title: string;
  /** show the rule's message (after the member left the field or tried to save) */
  showError: boolean;
  onBlur?: () => void;
}

/** One video link per memo: a detected link becomes a player with 'open in browser' and, when editable, delete. */
export function VideoLinkField({ value, onChange, readOnly, title, showError, onBlur }: VideoLinkFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const link = value.trim();
  // the rule shows while typing (not only after leaving the field); it becomes an alert once the member moves on or saves
  const invalid = !isAcceptableLink(value) && (showError || link.length > 0);

  if (readOnly) {
    return (
      <div className="memo-field">
        <p className="memo-field__label">영상</p>
        {isYoutubeLink(link) ? <YoutubeEmbed link={link} title={title} /> : <p className="memo-field__none">연결된 영상이 없어요</p>}
      </div>
    );
  }

  return (
    <div className="memo-field">
      <label htmlFor={`${id}-link`} className="memo-field__label">
        영상 링크
      </label>
      <p id={`${id}-hint`} className="memo-field__hint">
        유튜브 영상 주소 하나를 붙여 넣으면 바로 볼 수 있어요.
      </p>
      <input
        ref={inputRef}
        id={`${id}-link`}
        type="url"
        inputMode="url"
        className="memo-field__input"
        value={value}
        placeholder="https://www.youtube.com/watch?v=..."
        maxLength={200}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {invalid && (
        <p id={`${id}-error`} className="memo-field__error" role={showError ? 'alert' : undefined}>
          {LINK_INVALID_MESSAGE}
        </p>
      )}
      {isYoutubeLink(link) && (
        <YoutubeEmbed
          link={link}
          title={title}
          onDelete={() => {
            onChange('');
            inputRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}
