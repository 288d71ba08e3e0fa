// One video link per memo (spec): the watch, shorts and youtu.be forms, each with an 11-character video id. The
// rule is the contract's YoutubeLink pattern, `^$|^<link>$` (empty is 'no link'); its fifth group is the video id.
import { YoutubeLinkRegExp } from '#generated/model/youtubeLink.zod.ts';

const LINK_SOURCE = YoutubeLinkRegExp.source.replace(/^\^\$\|\^/, '').replace(/\$$/, '');
const VIDEO_ID = 5;
const EXTRA_VALUES = 6;

const WHOLE_LINK = new RegExp(`^${LINK_SOURCE}$`);
const LINKS_IN_TEXT = new RegExp(LINK_SOURCE, 'g');

/** The 11-character video id of a YouTube link, or null when the text is not exactly one such link. */
export function youtubeVideoId(link: string | null | undefined): string | null {
  if (!link) return null;
  return WHOLE_LINK.exec(link.trim())?.[VIDEO_ID] ?? null;
}

export function isYoutubeLink(link: string | null | undefined): boolean {
  return youtubeVideoId(link) !== null;
}

/** The first YouTube link inside free text (a pasted sentence, a memo), as written, with its video id. */
export function findYoutubeLink(text: string | null | undefined): { link: string; videoId: string } | null {
  if (!text) return null;
  for (const match of text.matchAll(LINKS_IN_TEXT)) {
    // an id that runs on (a twelfth id character right after it) is not a video id
    const next = text.charAt(match.index + match[0].length);
    if (match[EXTRA_VALUES] === undefined && /[\w-]/.test(next)) continue;
    const videoId = match[VIDEO_ID];
    if (videoId) return { link: match[0], videoId };
  }
  return null;
}

/** The privacy-enhanced player address (no cookies until the visitor plays the video). */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}

/** The address that opens the video on YouTube itself. */
export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
