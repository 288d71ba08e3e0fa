// Uploaded images: multipart files are buffered by the wiring (limits: 5 MB a file, 10 files a request), checked
// here by their content (jpeg, png or webp, whatever the name or part type says), kept in the database and
// served back by GET /images/{id}. Handlers of any area use these helpers.
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyRequest } from 'fastify';
import type { Db } from './db/client.ts';
import { images } from './db/schema.ts';
import { ApiError, MESSAGES } from './errors.ts';
import type { Upload } from './routes/types.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface CheckedImage {
  contentType: ImageType;
  data: Buffer;
}

export const unsupportedImage = () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.UNSUPPORTED_IMAGE);

/** One upload, checked by its bytes. */
export async function checkImage(upload: Upload): Promise<CheckedImage> {
  if (upload.data.length > MAX_IMAGE_BYTES) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', MESSAGES.PAYLOAD_TOO_LARGE);
  const type = await fileTypeFromBuffer(upload.data);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime)) throw unsupportedImage();
  return { contentType: type.mime as ImageType, data: upload.data };
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
  const checked: CheckedImage[] = [];
  for (const token of list) {
    const upload = ctx.uploads.get(token);
    // a text field that merely looks like a file field: not an image
    if (!upload) throw unsupportedImage();
    checked.push(await checkImage(upload));
  }
  return checked;
}

/** Stores an image for a member (and a to-do, when it belongs to one); returns its id. */
export async function storeImage(
  db: Db,
  { memberId, todoId = null, image }: { memberId: number; todoId?: number | null; image: CheckedImage },
): Promise<number> {
  const [row] = await db
    .insert(images)
    .values({ memberId, todoId, contentType: image.contentType, bytes: image.data })
    .returning({ id: images.id });
  return row!.id;
}

export async function deleteImage(db: Db, id: number): Promise<void> {
  await db.delete(images).where(eq(images.id, id));
}

/** The absolute URL of a stored image on this server's origin (the contract's `format: uri`). */
export function imageUrl(request: FastifyRequest, id: number): string {
  return `${request.protocol}://${request.host}/images/${id}`;
}

/** imageUrl for a nullable id (a member without a profile image → null). */
export function imageUrlOrNull(request: FastifyRequest, id: number | null | undefined): string | null {
  return id == null ? null : imageUrl(request, id);
}
