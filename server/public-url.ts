// Where links to this server's own files point: relative paths by default, or absolute ones under PUBLIC_URL when it
// is configured. Never built from the request's Host header, which the caller controls.
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL without a trailing slash, or '' for relative links */
    publicUrl: string;
  }
}

/** `/images/…` → `/images/…` or `https://saegil.example/images/…`. */
export function publicLink(request: FastifyRequest, path: string): string {
  return `${request.server.publicUrl}${path}`;
}
