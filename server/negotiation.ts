// What a request's headers let an answer this server makes itself go out as (list-cache.ts, plugins/job-page.ts): the
// encoding it accepts, and whether the copy it already holds (If-None-Match) is still good.
import { createHash } from 'node:crypto';

/** The best of br and gzip the caller accepts (q > 0), else none. */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  let best: { name: 'br' | 'gzip'; q: number } | undefined;
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName!.trim().toLowerCase();
    const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? 1);
    const candidate = name === 'br' || name === 'gzip' ? name : name === '*' ? 'br' : undefined;
    if (!candidate || !(q > 0)) continue;
    if (!best || q > best.q || (q === best.q && candidate === 'br' && best.name !== 'br')) best = { name: candidate, q };
  }
  return best?.name;
}

/** A weak tag of `text`: the same text, the same tag, whatever the encoding it goes out in. */
export const weakEtag = (text: string) => `W/"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;

/** The caller holds the copy tagged `etag` (If-None-Match names it, weakly or not, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || `W/${t}` === etag;
  });
}
