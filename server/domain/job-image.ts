// Job pictures are static files of the built app (public/images/jobs/<slug>.svg): a relative link, or one under
// PUBLIC_URL when it is configured (never the request's Host header).
import type { FastifyRequest } from 'fastify';
import { publicLink } from '../public-url.ts';

export function jobImageUrl(request: FastifyRequest, imageSlug: string): string {
  return publicLink(request, `/images/jobs/${imageSlug}.svg`);
}
