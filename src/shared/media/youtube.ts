// One video link per memo (spec): the watch, shorts and youtu.be forms, each with an 11-character video id.
// The same forms the contract's link pattern accepts (http or https, optional www. or m., extra values after the id).

const VIDEO_ID = '[A-Za-z0-9_-]{11}';
const LINK_SOURCE =
  `https?://(?:(?:www\\.|m\\.)?youtube\\.com/(?:watch\\?(?:[^#\\s]*&)?v=|shorts/)|youtu\\.be/)(${VIDEO_ID})` +
  '(?![A-Za-z0-9_-])(?:[?&#][^\\s]*)?';

const WHOLE_LINK = new RegExp(`^${LINK_SOURCE}$`);
const LINK_IN_TEXT = new RegExp(LINK_SOURCE);

/** The 11-character video id of a YouTube link, or null when the text is not exactly one such link. */
export function youtubeVideoId(link: string | null | undefined): string | null {
  if (!link) return null;
  return WHOLE_LINK.exec(link.trim())?.[1] ?? null;
}

export function isYoutubeLink(link: string | null | undefined): boolean {
  return youtubeVideoId(link) !== null;
}

/** The first YouTube link inside free text (a pasted sentence, a memo), as written, with its video id. */
export function findYoutubeLink(text: string | null | undefined): { link: string; videoId: string } | null {
  if (!text) return null;
  const match = LINK_IN_TEXT.exec(text);
  if (!match?.[1]) return null;
  return { link: match[0], videoId: match[1] };
}

/** The privacy-enhanced player address (no cookies until the visitor plays the video). */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}

/** The address that opens the video on YouTube itself. */
export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
