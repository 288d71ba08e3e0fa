// The built SPA (`npm run build`) as static files: HTML is revalidated every time (`no-cache`), the hashed files under
// /assets/ never change (immutable), everything else is kept a day. The build's .br/.gz siblings are sent as they are.
// A path of one of the app's screens gets the page the build made for it (its first paint is that screen: pages/,
// written from the route table, docs/decisions/0016); any other client path gets index.html (not-found.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { globalPlugin } from './global.ts';

/** the folder holds a built SPA (false, undefined or a folder without index.html: no SPA is served) */
export const hasSpa = (distDir: string | false | undefined): distDir is string => Boolean(distDir && existsSync(join(distDir, 'index.html')));

export function cacheControlFor(file: string): string {
  // with preCompressed the file sent is index.html.br or .gz: judge it by the file it stands for
  const path = file.replace(/\.(br|gz)$/, '');
  // the service worker and the manifest are checked again on every visit (a new worker reaches members at once)
  if (path.endsWith('.html') || /[/\\](sw\.js|manifest\.webmanifest)$/.test(path)) return 'no-cache';
  return path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';
}

/** A screen's page in the build's page map (pages/manifest.json, written from the route table: PageMapEntry). */
export interface ScreenPage {
  /** RegExp source matching the screen's whole path; its params are named groups */
  source: string;
  file: string;
  /** the public data the screen asks for first, its params written ':name' */
  preload?: string;
  /** the page's largest paint is the picture of the job the path names: filled into the page (job-page.ts) */
  jobPicture?: true;
}

/** The screens' pages of the build; none in an older build. */
export function screenPages(distDir: string): ScreenPage[] {
  const manifest = join(distDir, 'pages/manifest.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as ScreenPage[]) : [];
}

// each page's RegExp, made once (the page map is read once at start)
const patterns = new WeakMap<ScreenPage, RegExp>();
function patternOf(page: ScreenPage): RegExp {
  let pattern = patterns.get(page);
  if (!pattern) patterns.set(page, (pattern = new RegExp(page.source)));
  return pattern;
}

/** The page of `path` and the path's params, or null. */
export function matchPage(pages: readonly ScreenPage[], path: string): { page: ScreenPage; params: Record<string, string> } | null {
  for (const page of pages) {
    const match = patternOf(page).exec(path);
    if (match) return { page, params: { ...match.groups } };
  }
  return null;
}

/** 'sha256-…' of each inline script of the built HTML (src/app/head/head-script.ts), for the CSP's script-src. */
export function inlineScriptHashes(distDir: string | false | undefined): string[] {
  if (!hasSpa(distDir)) return [];
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => `'sha256-${createHash('sha256').update(code ?? '').digest('base64')}'`);
}

export const staticApp = globalPlugin(async (app: FastifyInstance, options: { distDir?: string | false }) => {
  if (!hasSpa(options.distDir)) return;
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: true,
    index: false,
    // the build writes .br and .gz beside each text file (vite-precompress.ts)
    preCompressed: true,
    setHeaders: (reply: unknown, file: string) => {
      (reply as FastifyReply).header('cache-control', cacheControlFor(file));
    },
  });
  // '/' is a screen like the others, not the folder: the not-found handler sends the client routes' pages
  app.get('/', (_request, reply) => reply.callNotFound());
});
