// GET /images/{publicId} (outside the /v1 contract): the stored bytes of a profile or to-do image (server/images.ts).
// An image of a private to-do is its owner's alone: without the owner's pass (?access=) or bearer token it is a 404,
// except through a live read-only link that shows that to-do's memo (?share=, issue 22; checked in the database on
// every request, so a revoked link's images end with it).
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { images, planShares, todos } from '../db/schema.ts';
import { ApiError, MESSAGES } from '../errors.ts';
import { isValidImageAccess, shareOfImageAccess } from '../image-access.ts';
import { PUBLIC_ID_PATTERN } from '../images.ts';
import { globalPlugin } from '../plugins/global.ts';

async function readImage(db: Db, publicId: string) {
  if (!PUBLIC_ID_PATTERN.test(publicId)) return undefined;
  const [image] = await db
    .select({
      contentType: images.contentType,
      bytes: images.bytes,
      todoId: images.todoId,
      isPublic: todos.isPublic,
      todoGroupId: todos.todoGroupId,
      ownerId: images.memberId,
    })
    .from(images)
    .leftJoin(todos, eq(todos.id, images.todoId))
    .where(eq(images.publicId, publicId));
  return image && { ...image, publicId, private: image.todoId !== null && image.isPublic !== true };
}

type ImageRequest = FastifyRequest<{ Querystring: { access?: string; share?: string } }>;

/** A private to-do's image through a read-only link: a valid pass of a live link of that group that shows memos and private to-dos. */
async function mayOpenThroughShare(db: Db, request: ImageRequest, image: { publicId: string; todoGroupId: number | null }): Promise<boolean> {
  const shareId = shareOfImageAccess(request.server.shareImageKey, image.publicId, request.query.share);
  if (shareId === null || image.todoGroupId === null) return false;
  const [live] = await db
    .select({ id: planShares.id })
    .from(planShares)
    .where(
      and(
        eq(planShares.id, shareId),
        eq(planShares.todoGroupId, image.todoGroupId),
        eq(planShares.includePrivate, true),
        eq(planShares.includeMemos, true),
        gt(planShares.expiresAt, sql`now()`),
      ),
    );
  return live !== undefined;
}

async function mayOpenPrivateImage(
  request: ImageRequest,
  image: { publicId: string; ownerId: number },
  tokens: TokenService,
): Promise<boolean> {
  if (isValidImageAccess(request.server.imageAccessKey, image.publicId, request.query.access)) return true;
  const bearer = /^Bearer[ \t]+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!bearer) return false;
  const caller = await tokens.verifyAccessToken(bearer).catch(() => null);
  return caller?.memberId === image.ownerId;
}

export const imageFilesRoute = globalPlugin(async (app: FastifyInstance) => {
  const { db, tokens } = app.saegil;
  app.get<{ Params: { id: string }; Querystring: { access?: string; share?: string } }>('/images/:id', async (request, reply) => {
    const image = await readImage(db, request.params.id);
    if (!image) throw new ApiError(404, 'NOT_FOUND', MESSAGES.NOT_FOUND);
    let throughShare = false;
    if (image.private && !(await mayOpenPrivateImage(request, image, tokens))) {
      throughShare = await mayOpenThroughShare(db, request, image);
      if (!throughShare) throw new ApiError(404, 'NOT_FOUND', MESSAGES.NOT_FOUND);
    }
    return reply
      .header(
        'cache-control',
        // no shared cache keeps an image (a CDN would serve a deleted profile photo for a year: issue 21.11); a
        // profile image is kept by the browser an hour, a to-do's image (which may turn private) five minutes; a
        // private one seen through a link not at all (the link may be revoked the next minute)
        throughShare ? 'no-store' : image.todoId === null ? 'private, max-age=3600' : 'private, max-age=300',
      )
      .header('x-content-type-options', 'nosniff')
      .type(image.contentType)
      .send(Buffer.from(image.bytes));
  });
});
