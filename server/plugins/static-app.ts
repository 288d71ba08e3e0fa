// The built SPA (`npm run build`) as static files: HTML is revalidated every time (`no-cache`), the hashed files under
// /assets/ never change (immutable), everything else is kept a day. The build's .br/.gz siblings are sent as they are.
// A path of one of the app's screens gets the page the build made for it (its first paint is that screen: pages/,
// docs/decisions/0011); any other client path gets index.html (not-found.ts).
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
  if (path.endsWith('.html')) return 'no-cache';
  return path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';
}

/** The screens' pages of the build (pages/manifest.json: a path pattern and a file each); none in an older build. */
export function screenPages(distDir: string): (path: string) => string {
  const manifest = join(distDir, 'pages/manifest.json');
  const pages = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { source: string; file: string }[]).map((p) => ({ pattern: new RegExp(p.source), file: p.file }))
    : [];
  return (path) => pages.find((p) => p.pattern.test(path))?.file ?? 'index.html';
}

/** 'sha256-…' of each inline script of the built HTML (the first-paint script), for the CSP's script-src. */
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
