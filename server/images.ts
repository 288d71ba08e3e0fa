// Uploaded images: multipart files are buffered by the wiring (limits: 5 MB a file, 10 files a request), checked
// here by their content (jpeg, png or webp, whatever the name or part type says), then decoded and re-encoded with
// sharp: turned upright by their EXIF orientation, stripped of every piece of metadata (GPS position included), at
// most 2048 px on the long edge, stored as WebP. They are kept in the database and served back by
// GET /images/{publicId} (server/routes/image-files.ts) under a random id. Handlers of any area use these helpers.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Db } from './db/client.ts';
import { images } from './db/schema.ts';
import { ApiError, MESSAGES } from './errors.ts';
import { signImageAccess } from './image-access.ts';
import { publicLink } from './public-url.ts';
import type { Upload } from './routes/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** key of the owner's pass to private to-do images (server/image-access.ts) */
    imageAccessKey: Buffer;
    /** key of a read-only link's pass to the private to-do images it shows (server/image-access.ts) */
    shareImageKey: Buffer;
  }
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A decoded image may have at most this many pixels: a small file must not unpack into gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_EDGE = 2048;
export const STORED_TYPE = 'image/webp';
/** The public id: base64url of 16 random bytes (128 bits); older rows have 64 hex characters. */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export interface CheckedImage {
  contentType: typeof STORED_TYPE;
  data: Buffer;
}

export const unsupportedImage = () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.UNSUPPORTED_IMAGE);
export const tooManyPixels = () => new ApiError(413, 'PAYLOAD_TOO_LARGE', MESSAGES.TOO_MANY_PIXELS);

/** Decodes and re-encodes an image: upright, no metadata, long edge ≤ 2048 px, WebP. */
export async function reencodeImage(data: Buffer): Promise<Buffer> {
  try {
    return await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) throw tooManyPixels();
    // truncated or corrupt data behind a valid signature
    throw unsupportedImage();
  }
}

/** One upload, checked by its bytes and re-encoded. */
export async function checkImage(upload: Upload): Promise<CheckedImage> {
  if (upload.data.length > MAX_IMAGE_BYTES) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', MESSAGES.PAYLOAD_TOO_LARGE);
  const type = await fileTypeFromBuffer(upload.data);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime)) throw unsupportedImage();
  return { contentType: STORED_TYPE, data: await reencodeImage(upload.data) };
}

/**
 * The images a validated multipart body refers to: `tokens` is the body's value for a binary field (one token
 * `upload:N`, an array of them, or undefined). Every file is checked before any is returned, so a request with one
 * bad file stores nothing.
 */
export async function readImageUploads(
  ctx: { uploads: Map<string, Upload> },
  tokens: string | readonly string[] | undefined | null,
): Promise<CheckedImage[]> {
  const list = tokens == null ? [] : typeof tokens === 'string' ? [tokens] : [...tokens];
  const uploads: Upload[] = [];
  for (const token of list) {
    const upload = ctx.uploads.get(token);
    // a text field that merely looks like a file field: not an image
    if (!upload) throw unsupportedImage();
    uploads.push(upload);
  }
  // one at a time: a decoded image can take 160 MB (40 MP × 4 bytes)
  const checked: CheckedImage[] = [];
  for (const upload of uploads) checked.push(await checkImage(upload));
  return checked;
}

export const newPublicId = () => randomBytes(16).toString('base64url');

export interface StoredImage {
  id: number;
  publicId: string;
}

/** Stores an image for a member (and a to-do, when it belongs to one). */
export async function storeImage(
  db: Db,
  { memberId, todoId = null, image }: { memberId: number; todoId?: number | null; image: CheckedImage },
): Promise<StoredImage> {
  const [row] = await db
    .insert(images)
    .values({ memberId, todoId, publicId: newPublicId(), contentType: image.contentType, bytes: image.data })
    .returning({ id: images.id, publicId: images.publicId });
  return row!;
}

export async function deleteImage(db: Db, id: number): Promise<void> {
  await db.delete(images).where(eq(images.id, id));
}

/**
 * The URL of a stored image: `/images/<publicId>` (or under PUBLIC_URL). `ownerPass` adds the owner's signed pass,
 * for images of a private to-do (only ever given to its owner).
 */
export function imageUrl(request: FastifyRequest, publicId: string, { ownerPass = false } = {}): string {
  const path = `/images/${publicId}`;
  return publicLink(request, ownerPass ? `${path}?access=${signImageAccess(request.server.imageAccessKey, publicId)}` : path);
}

/** imageUrl for a nullable id (a member without a profile image → null); profile images are public. */
export function imageUrlOrNull(request: FastifyRequest, publicId: string | null | undefined): string | null {
  return publicId == null ? null : imageUrl(request, publicId);
}
