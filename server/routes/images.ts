// The profile image: upload (replaces the old one) and delete. The image bytes are kept in the database and served
// by GET /images/{publicId} (server/routes/image-files.ts); a profile image is public (dreamer cards show it to anyone).
import { eq } from 'drizzle-orm';
import { images, members } from '../db/schema.ts';
import { imageUrl, readImageUploads, storeImage } from '../images.ts';
import { validationError } from '../errors.ts';
import type { Handlers } from './types.ts';

export const handlers: Handlers = {
  async uploadProfileImage({ db, memberId, body, uploads, request }) {
    const [image] = await readImageUploads({ uploads }, body.file);
    if (!image) throw validationError('body.file', '이미지 파일을 선택해주세요.');
    const id = await db.transaction(async (tx) => {
      const [me] = await tx.select({ old: members.profileImageId }).from(members).where(eq(members.id, memberId!)).for('update');
      const stored = await storeImage(tx as never, { memberId: memberId!, image });
      await tx.update(members).set({ profileImageId: stored.id }).where(eq(members.id, memberId!));
      if (me?.old) await tx.delete(images).where(eq(images.id, me.old));
      return stored.publicId;
    });
    return imageUrl(request, id);
  },

  async deleteProfileImage({ db, memberId }) {
    await db.transaction(async (tx) => {
      const [me] = await tx.select({ old: members.profileImageId }).from(members).where(eq(members.id, memberId!)).for('update');
      if (!me?.old) return;
      await tx.update(members).set({ profileImageId: null }).where(eq(members.id, memberId!));
      await tx.delete(images).where(eq(images.id, me.old));
    });
    return null;
  },
};
