// Everything no route answers: a client route of the SPA gets its screen's page or index.html (when the SPA is
// served), anything else the 404 envelope.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, envelope } from '../errors.ts';
import { globalPlugin } from './global.ts';
import { hasSpa, screenPages } from './static-app.ts';

/** A screen's first data request, when its path names it, as a Link header: the browser fetches it with the page, so
 *  it arrives beside the app's code instead of after it (on a slow phone a round trip and the server's answer sooner).
 *  Exactly the request the app makes (the generated URL, api-fetch.ts's credentials), or the browser would fetch twice. */
export function dataPreloadFor(path: string): string | null {
  const job = /^\/jobinfo\/(\d{1,15})\/?$/.exec(path);
  const jobId = Number(job?.[1]);
  return jobId >= 1 ? `</v1/job/detail/${jobId}>; rel=preload; as=fetch; crossorigin=use-credentials` : null;
}

export const notFound = globalPlugin(async (app: FastifyInstance, options: { distDir?: string | false }) => {
  const pageFor = hasSpa(options.distDir) ? screenPages(options.distDir) : null;
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    // a browser, a link preview or curl (Accept */* or none) gets the app; only a client asking for JSON gets the 404
    const accept = request.headers.accept ?? '';
    const clientRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/v1/') &&
      path !== '/v1' &&
      !/\.[A-Za-z0-9]+$/.test(path) && // a missing asset is a 404, not the app
      (accept.includes('text/html') || !accept.includes('application/json'));
    if (pageFor && clientRoute) {
      const preload = dataPreloadFor(path);
      if (preload) reply.header('link', preload);
      return reply.header('cache-control', 'no-cache').sendFile(pageFor(path));
    }
    return reply.code(404).send(envelope(404, 'NOT_FOUND', MESSAGES.ROUTE_NOT_FOUND));
  });
});
