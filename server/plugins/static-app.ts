// The built SPA (`npm run build`) as static files: HTML is revalidated every time (`no-cache`), the hashed files under
// /assets/ never change (immutable), everything else is kept a day. The build's .br/.gz siblings are sent as they are.
import { existsSync } from 'node:fs';
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

export const staticApp = globalPlugin(async (app: FastifyInstance, options: { distDir?: string | false }) => {
  if (!hasSpa(options.distDir)) return;
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: true,
    index: ['index.html'],
    // the build writes .br and .gz beside each text file (vite.config.ts)
    preCompressed: true,
    setHeaders: (reply: unknown, file: string) => {
      (reply as FastifyReply).header('cache-control', cacheControlFor(file));
    },
  });
});
