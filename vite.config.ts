import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildApp, prerenderOutDir } from './vite-pages.ts';
import { sharedCodeGroups } from './vite-chunks.ts';
import { precompress } from './vite-precompress.ts';

// The app calls /v1/... on its own origin. In development and preview, /v1 is proxied to API_TARGET
// (Prism by default; the reference server when it runs), and so are uploaded images (relative /images/<id> links;
// /images/jobs/ are the app's own static files).
const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}`;
const proxy = {
  '/v1': { target: apiTarget, changeOrigin: true },
  '^/images/(?!jobs/)': { target: apiTarget, changeOrigin: true },
};

// react-router's package exports name only its development build (warnings and their texts included: ~5.5 KB gzip of
// the first load); a build takes the production build it ships beside it (remix-run/react-router#12532).
const reactRouterProduction = (entry: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${entry}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  // `vite build` builds the client, then src/app/prerender.tsx for SSR, then writes the screens' pages (vite-pages.ts)
  builder: { buildApp },
  environments: {
    ssr: { build: { ssr: 'src/app/prerender.tsx', outDir: prerenderOutDir(import.meta.dirname), emptyOutDir: true, copyPublicDir: false, manifest: false } },
  },
  server: { host: '127.0.0.1', port: Number(process.env.DEV_PORT ?? 5173), proxy },
  preview: { proxy },
  // BUILD_OUT_DIR lets parallel e2e runs build and preview their own copy.
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    // .vite/manifest.json: what each module's chunk imports and its CSS, for the screens' pages (vite-pages.ts)
    manifest: true,
    rollupOptions: {
      // Rolldown warns ([PLUGIN_TIMINGS], in English) when plugins take long; ours does on purpose after the bundle is
      // written: every file is compressed at brotli's best (vite-precompress.ts). `npm start` prints nothing it cannot
      // act on.
      checks: { bundlerTimings: false },
      output: {
        // Code that two or more screens share goes into a few chunks named by the kinds of screens that share it
        // (vite-chunks.ts), not a dozen small ones: a first load asks for five to seven files, not fifteen (issue 10),
        // and carries no other kind's code (issue 26)
        codeSplitting: {
          groups: [
            // React's renderer (react-dom/client, scheduler; react comes with them): src/main.tsx imports it on its own so
            // that it is evaluated in a task of its own; still part of the first load (the entry imports react from it)
            { name: 'react-dom', test: /\/node_modules\/(react-dom|scheduler)\//, priority: 3 },
            { name: 'app', tags: ['$initial'], priority: 2 },
            // what two or more screens share, by the kinds of screens that share it (vite-chunks.ts)
            ...sharedCodeGroups(1),
          ],
        },
      },
    },
  },
}));
