// Images stored before uploads were re-encoded still carry their metadata (EXIF, GPS). Migration 0003 gave them a
// 64-character public id; here each is re-encoded like a new upload and gets a new 22-character id. Runs at start
// after the migrations; an image that cannot be decoded any more is deleted (it could not be shown either).
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { images } from './schema.ts';
import { STORED_TYPE, newPublicId, reencodeImage } from '../images.ts';

export async function reencodeLegacyImages(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await db
      .select({ id: images.id, bytes: images.bytes })
      .from(images)
      .where(sql`length(${images.publicId}) = 64`)
      .limit(20);
    if (batch.length === 0) return done;
    for (const image of batch) {
      const bytes = await reencodeImage(Buffer.from(image.bytes)).catch(() => null);
      if (bytes) await db.update(images).set({ bytes, contentType: STORED_TYPE, publicId: newPublicId() }).where(eq(images.id, image.id));
      else await db.delete(images).where(eq(images.id, image.id));
      done += 1;
    }
  }
}
