// One YouTube video link per memo: the contract's YoutubeLink pattern and length (generated from openapi.yaml), the
// server's own check before storing. The pattern is `^$|^<link>$` (empty is 'no link'); its fifth group is the id.
import { YoutubeLinkMax, YoutubeLinkRegExp } from '../../generated/model/youtubeLink.zod.ts';

const VIDEO_ID = 5;

export function isYoutubeLink(link: string): boolean {
  return youtubeVideoId(link) !== null;
}

/** The 11-character video id, or null when the link is not a YouTube video link. */
export function youtubeVideoId(link: string): string | null {
  const match = link !== '' && link.length <= YoutubeLinkMax ? YoutubeLinkRegExp.exec(link) : null;
  return match?.[VIDEO_ID] ?? null;
}
