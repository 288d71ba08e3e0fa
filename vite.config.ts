import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoad } from './vite-first-load.ts';

// The app calls /v1/... on its own origin. In development and preview, /v1 is proxied to API_TARGET
// (Prism by default; the reference server when it runs), and so are uploaded images (relative /images/<id> links;
// /images/jobs/ are the app's own static files).
const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}`;
const proxy = {
  '/v1': { target: apiTarget, changeOrigin: true },
  '^/images/(?!jobs/)': { target: apiTarget, changeOrigin: true },
};

/** Writes .br and .gz beside every text file of the build; the reference server sends them to browsers that accept
 *  them (@fastify/static preCompressed), so no request pays for compression. */
function precompress(): Plugin {
  return {
    name: 'saegil-precompress',
    apply: 'build',
    writeBundle({ dir }, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!dir || !/\.(js|css|html|svg|json)$/.test(file)) continue;
        const path = join(dir, file);
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), firstLoad(), precompress()],
  server: { host: '127.0.0.1', port: Number(process.env.DEV_PORT ?? 5173), proxy },
  preview: { proxy },
  // BUILD_OUT_DIR lets parallel e2e runs build and preview their own copy.
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    rollupOptions: {
      output: {
        // Code that two or more screens share (the API client, zod, query hooks, shared components) goes into one
        // chunk instead of a dozen small ones: a first load then asks for three or four files, not fifteen (issue 10).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'screens-shared', test: (id: string) => !id.endsWith('.css'), minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
