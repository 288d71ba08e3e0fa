// Everything no route answers: a client route of the SPA gets its screen's page or index.html (when the SPA is
// served), anything else the 404 envelope.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { MESSAGES, envelope } from '../errors.ts';
import { globalPlugin } from './global.ts';
import { jobPageSender, jobPictures, pageJob } from './job-page.ts';
import { hasSpa, matchPage, screenPages, type ScreenPage } from './static-app.ts';

/** A route id the API can take (as the app's parseRouteId reads it): digits only, 1 to 15 of them, at least 1. */
function routeId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

type PageWithIds = { page: ScreenPage; ids: Record<string, number> } | null;

/** The matched page with the ids its params name, when every one is an id the screen would ask for. */
function withIds(matched: ReturnType<typeof matchPage>): PageWithIds {
  if (!matched) return null;
  const ids: Record<string, number> = {};
  for (const [name, raw] of Object.entries(matched.params)) {
    const id = routeId(raw);
    if (id === null) return null;
    ids[name] = id;
  }
  return { page: matched.page, ids };
}

/** A screen's first data request, when the route table names one for its page (PageMapEntry.preload), as a Link
 *  header: the browser fetches it with the page, so it arrives beside the app's code instead of after it (on a slow
 *  phone a round trip and the server's answer sooner). Exactly the request the app makes (the generated URL,
 *  api-fetch.ts's credentials), or the browser would fetch twice; and only public data that is the same with or without
 *  a token: the preload carries none, and the browser hands its answer to the app's fetch even when that one has the
 *  member's token. */
export function dataPreloadFor(pages: readonly ScreenPage[], path: string): string | null {
  return dataPreload(withIds(matchPage(pages, path)));
}

function dataPreload(found: PageWithIds): string | null {
  if (!found?.page.preload) return null;
  const url = found.page.preload.replace(/:([A-Za-z]+)/g, (_, name: string) => String(found.ids[name]));
  return `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`;
}

export const notFound = globalPlugin(async (app: FastifyInstance, options: { distDir?: string | false; db: Db }) => {
  const distDir = hasSpa(options.distDir) ? options.distDir : null;
  const pages = distDir ? screenPages(distDir) : [];
  // what a job's page is filled from (job-page.ts), read once: the build's files do not change while the server runs
  const pictures = distDir ? jobPictures(distDir) : new Map<string, string>();
  const templates = new Map(
    distDir ? pages.filter((page) => page.jobPicture).map(({ file }) => [file, { file, html: readFileSync(join(distDir, file), 'utf8') }]) : [],
  );
  const sendJobPage = jobPageSender();
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    // a browser, a link preview or curl (Accept */* or none) gets the app; only a client asking for JSON gets the 404
    const accept = request.headers.accept ?? '';
    const clientRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/v1/') &&
      path !== '/v1' &&
      !/\.[A-Za-z0-9]+$/.test(path) && // a missing asset is a 404, not the app
      (accept.includes('text/html') || !accept.includes('application/json'));
    if (distDir && clientRoute) {
      // the path is matched once: its page, and the preloads its ids allow
      const matched = matchPage(pages, path);
      const found = withIds(matched);
      const jobId = found?.page.jobPicture ? Object.values(found.ids)[0] : undefined;
      const job = jobId === undefined ? null : await pageJob(options.db, request, jobId, pictures);
      // the picture's file is for the app, which shows it after the page's first paint (that has it written in)
      const preloads = [dataPreload(found), job && `<${job.pictureUrl}>; rel=preload; as=image`].filter(Boolean);
      if (preloads.length) reply.header('link', preloads.join(', '));
      reply.header('cache-control', 'no-cache');
      // a job's page is filled in with the job (job-page.ts); any other page goes as the build wrote it
      const template = matched && templates.get(matched.page.file);
      if (template && job) return sendJobPage(request, reply, template, job);
      return reply.sendFile(matched?.page.file ?? 'index.html');
    }
    return reply.code(404).send(envelope(404, 'NOT_FOUND', MESSAGES.ROUTE_NOT_FOUND));
  });
});
