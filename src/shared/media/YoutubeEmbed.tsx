import { youtubeEmbedUrl, youtubeVideoId, youtubeWatchUrl } from './youtube.ts';
import './youtube-embed.css';

interface YoutubeEmbedProps {
  /** the memo's link as saved (watch, shorts or youtu.be form) */
  link: string;
  /** what the video is about, for the player's accessible name (e.g. the to-do title) */
  title?: string;
  /** shown only where the link may be removed (not in read-only views) */
  onDelete?: () => void;
}

/** The memo's video: an embedded player, a link that opens it on YouTube, and an optional delete button. */
export function YoutubeEmbed({ link, title, onDelete }: YoutubeEmbedProps) {
  const videoId = youtubeVideoId(link);
  if (!videoId) return null;
  const name = title ? `유튜브 영상: ${title}` : '유튜브 영상';

  return (
    <figure className="youtube-embed">
      <div className="youtube-embed__frame">
        <iframe
          src={youtubeEmbedUrl(videoId)}
          title={name}
          width={560}
          height={315}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
      <figcaption className="youtube-embed__actions">
        <a className="button button--secondary" href={youtubeWatchUrl(videoId)} target="_blank" rel="noopener noreferrer">
          브라우저에서 열기<span className="visually-hidden"> (새 창)</span>
        </a>
        {onDelete && (
          <button type="button" className="button button--secondary youtube-embed__delete" onClick={onDelete}>
            영상 삭제
          </button>
        )}
      </figcaption>
    </figure>
  );
}
