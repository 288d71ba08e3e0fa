// The build's .br and .gz beside every text file, the public folder's copies included (the job pictures are SVG); the
// reference server sends them to browsers that accept them (@fastify/static preCompressed), so no request pays for
// compression.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|json)$/;

/** Writes path.br and path.gz (files under 1 KB go out as they are). */
export function compressBeside(path: string): void {
  const data = readFileSync(path);
  if (data.length < 1024) return;
  writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
}

export function precompress(): Plugin {
  return {
    name: 'saegil-precompress',
    apply: 'build',
    // the client's files only: the prerender's SSR build is read by the build and removed (vite-pages.ts)
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle({ dir }) {
      if (!dir) return;
      for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) if (TEXT.test(file)) compressBeside(join(dir, file));
    },
  };
}
