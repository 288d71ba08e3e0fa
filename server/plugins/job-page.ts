// A job's page (/jobinfo/:jobId) comes with the job's picture and name already in it: the picture is the page's
// largest paint, and a phone paints it with the page instead of after the app and the job's details (a throttled
// phone's applied LCP 2.5 s before, 0.8 s now: docs/decisions/logs/0016-bench.md). The build's page is the template,
// filled per request at the slots the screen's loading frame leaves (JobLoading in src/features/jobs/JobInfoPage.tsx):
// the pattern of Vite's SSR guide, with the one database read the server already made for the page's preloads. The
// picture is written into the page (a job's SVG is 0.7 KB in brotli): as a file it came a round trip after the page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { jobImageUrl } from '../domain/job-image.ts';
import { etagMatches, preferredEncoding, weakEtag } from '../negotiation.ts';

export interface PageJob {
  name: string;
  /** where the app shows the picture from (the Link preload fetches it for the app) */
  pictureUrl: string;
  /** the picture as the page holds it: written in (a data: URL) or, if the build has no such file, its URL */
  picture: string;
}

/** The build's job pictures (images/jobs/<slug>.svg, from public/) as data: URLs, by slug. */
export function jobPictures(distDir: string): Map<string, string> {
  const folder = join(distDir, 'images/jobs');
  if (!existsSync(folder)) return new Map();
  const svgs = readdirSync(folder, { withFileTypes: true }).filter((f) => f.isFile() && f.name.endsWith('.svg'));
  // an SVG in a data: URL needs only these escaped (and its double quotes made single, as the attribute's are double);
  // the pictures have no text, so the spaces between their tags go
  const dataUrl = (svg: string) =>
    `data:image/svg+xml,${svg.trim().replace(/>\s+</g, '><').replace(/\s+/g, ' ').replaceAll('"', "'").replace(/[%#<>&]/g, encodeURIComponent)}`;
  return new Map(svgs.map((f) => [f.name.slice(0, -'.svg'.length), dataUrl(readFileSync(join(folder, f.name), 'utf8'))]));
}

/** The job `jobId` names, or null when there is none. */
export async function pageJob(db: Db, request: FastifyRequest, jobId: number, pictures: Map<string, string>): Promise<PageJob | null> {
  const [job] = await db.select({ name: jobs.name, imageSlug: jobs.imageSlug }).from(jobs).where(eq(jobs.id, jobId)).catch(() => []);
  if (!job) return null;
  const pictureUrl = jobImageUrl(request, job.imageSlug);
  return { name: job.name, pictureUrl, picture: pictures.get(job.imageSlug) ?? pictureUrl };
}

/** Text as it may stand in the page's markup or in a double-quoted attribute. */
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The page's HTML with the job's picture and name at its slots (both first paints, the visitor's and the member's). */
export function fillJobPage(html: string, job: PageJob): string {
  const picture = `<img class="job-info__image" src="${escapeHtml(job.picture)}" alt="" width="480" height="288">`;
  return html
    .replace(/<div class="job-info__image" data-slot="job-picture"><\/div>/g, picture)
    .replace(/(<h1 [^>]*data-slot="job-name">)[^<]*(<\/h1>)/g, (_, open: string, close: string) => `${open}${escapeHtml(job.name)}${close}`);
}

const brotli = promisify(brotliCompress);
const BROTLI_BEST = { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
const MAX_KEPT = 64;

/**
 * What sends a server's job pages: 304 to a browser holding the same page, in brotli when the browser takes it,
 * otherwise as text for @fastify/compress (gzip).
 * Each job's page is compressed once, as the build compresses its pages (quality 11, off the event loop): compressed
 * per reply (quality 4) it was 3.3 KB larger. It keeps as many as there are jobs, at most MAX_KEPT.
 */
export function jobPageSender() {
  const kept = new Map<string, Promise<Buffer>>();
  const brotliOnce = (key: string, html: string) => {
    let compressed = kept.get(key);
    if (!compressed) {
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(key, (compressed = brotli(html, BROTLI_BEST)));
    }
    return compressed;
  };
  return async (request: FastifyRequest, reply: FastifyReply, template: { file: string; html: string }, job: PageJob) => {
    const html = fillJobPage(template.html, job);
    // a browser coming back to the page asks with the tag it holds, as for the build's own pages (@fastify/static)
    const etag = weakEtag(html);
    reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding').header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (preferredEncoding(request.headers['accept-encoding']) !== 'br') return reply.send(html);
    const body = await brotliOnce(`${template.file}\n${job.name}\n${job.pictureUrl}`, html);
    return reply.header('content-encoding', 'br').send(body);
  };
}
