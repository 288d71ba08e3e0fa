// One YouTube video link per memo: watch?v=, shorts/ or youtu.be/ with an 11-character video id (the spec's rule).
// The contract checks the same pattern on the way in; this is the server's own check before storing.

const YOUTUBE_LINK =
  /^https?:\/\/(www\.|m\.)?(youtube\.com\/(watch\?([^#\s]*&)?v=|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})([?&#][^\s]*)?$/;

export function isYoutubeLink(link: string): boolean {
  return link.length <= 200 && YOUTUBE_LINK.test(link);
}

/** The 11-character video id, or null when the link is not a YouTube video link. */
export function youtubeVideoId(link: string): string | null {
  const match = link.length <= 200 ? YOUTUBE_LINK.exec(link) : null;
  return match?.[5] ?? null;
}
