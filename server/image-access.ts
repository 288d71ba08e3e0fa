// The owner's pass to a private to-do's images: `/images/<publicId>?access=<expires>.<signature>`, an HMAC of the id
// and the expiry under a key derived from the server's JWT secret (so every instance agrees). Only the owner receives
// such a URL (a private to-do reaches nobody else); without a valid pass a private to-do's image is 404 to everyone.
// A plain <img> can load it: no header is needed. (Chosen over cookies or bearer-only: the SPA keeps its token in
// localStorage, and an <img> cannot send it.)
import { createHmac, timingSafeEqual } from 'node:crypto';

export const IMAGE_ACCESS_SECONDS = 60 * 60;

export function imageAccessKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('saegil image access v1').digest();
}

function signature(key: Buffer, publicId: string, expires: number): Buffer {
  return createHmac('sha256', key).update(`${publicId}.${expires}`).digest();
}

/**
 * A pass valid until the end of the next full hour after IMAGE_ACCESS_SECONDS, so the URL of one image stays the
 * same for a while (the browser cache can reuse it across screens).
 */
export function signImageAccess(key: Buffer, publicId: string, now = Date.now()): string {
  const expires = Math.ceil((now / 1000 + IMAGE_ACCESS_SECONDS) / 3600) * 3600;
  return `${expires}.${signature(key, publicId, expires).toString('base64url')}`;
}

export function isValidImageAccess(key: Buffer, publicId: string, access: unknown, now = Date.now()): boolean {
  if (typeof access !== 'string') return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(access);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(key, publicId, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// A shared plan's pass (issue 22): `/images/<publicId>?share=<shareId>.<expires>.<signature>`, for the images of a
// private to-do shown through one read-only link. Its own key (never the owner's pass), bound to that link and that
// image, valid 10-15 minutes; the image route also checks, on every request, that the link is still live and still
// shows that to-do's memo, so revoking the link ends its images at once.
export const SHARE_IMAGE_SECONDS = 10 * 60;

export function shareImageKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('saegil shared plan image access v1').digest();
}

function shareSignature(key: Buffer, shareId: number, publicId: string, expires: number): Buffer {
  return createHmac('sha256', key).update(`${shareId}.${publicId}.${expires}`).digest();
}

/** A pass valid until the next 5-minute mark after SHARE_IMAGE_SECONDS (the same URL for a few minutes). */
export function signShareImageAccess(key: Buffer, shareId: number, publicId: string, now = Date.now()): string {
  const expires = Math.ceil((now / 1000 + SHARE_IMAGE_SECONDS) / 300) * 300;
  return `${shareId}.${expires}.${shareSignature(key, shareId, publicId, expires).toString('base64url')}`;
}

/** The link a valid, unexpired share pass names (its id), or null. */
export function shareOfImageAccess(key: Buffer, publicId: string, pass: unknown, now = Date.now()): number | null {
  if (typeof pass !== 'string') return null;
  const match = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(pass);
  if (!match) return null;
  const shareId = Number(match[1]);
  const expires = Number(match[2]);
  if (!Number.isSafeInteger(shareId) || expires * 1000 <= now) return null;
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = shareSignature(key, shareId, publicId, expires);
  return given.length === expected.length && timingSafeEqual(given, expected) ? shareId : null;
}
