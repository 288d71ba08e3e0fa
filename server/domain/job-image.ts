// Job pictures are static files of the built app (public/images/jobs/<slug>.webp), linked absolutely because the
// contract's imageUrl is a URI.
import type { FastifyRequest } from 'fastify';

export function jobImageUrl(request: FastifyRequest, imageSlug: string): string {
  return `${request.protocol}://${request.host}/images/jobs/${imageSlug}.webp`;
}
