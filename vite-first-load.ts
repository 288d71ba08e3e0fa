// The first load's critical chain, shortened in the built HTML (issue 10). On a slow phone the chain was
// HTML → entry JS (react-dom, the router) → the route's chunk and CSS → its data; each arrow a round trip.
// - The entry's CSS (about 3 KB brotli) is inlined: the first paint waits for no stylesheet.
// - The code and CSS every screen shares (the screens-shared chunk) are preloaded beside the entry.
// - A tiny async script preloads the current path's own chunks and CSS (src/app/route-preloads.ts), so they arrive
//   while the entry still downloads instead of after it.
// - Each screen's path gets a page of its own whose first paint is that screen (vite-prerender.ts); two inline
//   scripts (src/app/first-paint.ts) give it the member's text size, look and nickname before anything paints, and
//   start the app (its entry preloaded), telling the member when it cannot load.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { HEAD_SCRIPT, rootScript } from './src/app/first-paint.ts';
import { patternSource, ROUTE_PRELOADS } from './src/app/route-preloads.ts';
import { type Screen, writeScreenPages } from './vite-prerender.ts';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

const chunksOf = (bundle: Bundle) => Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');

/** The files a screen module needs beyond the entry and the shared chunk: its chunk, static imports, their CSS. */
function filesFor(module: string, bundle: Bundle, skip: Set<string>): string[] {
  const chunks = chunksOf(bundle);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const start = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${module}`));
  const files: string[] = [];
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || skip.has(chunk.fileName) || files.includes(chunk.fileName)) return;
    // a chunk of CSS only keeps its stylesheet: Vite drops its empty JS file after this hook
    const cssOnly = chunk.moduleIds.every((id) => /\.css($|\?)/.test(id));
    if (!cssOnly) files.push(chunk.fileName);
    files.push(...[...(chunk.viteMetadata?.importedCss ?? [])].filter((css) => !skip.has(css) && !files.includes(css)));
    for (const dep of chunk.imports) visit(byName.get(dep));
  };
  visit(start);
  return files;
}

/** The script: finds the path's entry in the table and adds a preload link for each of its files. */
function preloadScript(table: [string, string[]][]): string {
  return `(function(){var t=${JSON.stringify(table)},p=location.pathname;for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){` +
    `t[i][1].forEach(function(f){var l=document.createElement('link');if(/\\.css$/.test(f)){l.rel='preload';l.as='style'}` +
    `else l.rel='modulepreload';l.crossOrigin='';l.href='/'+f;document.head.appendChild(l)});return}})();\n`;
}

export function firstLoad(): Plugin {
  let scriptFile: string | null = null;
  let listed: string[] = [];
  let shared: Chunk | undefined;
  let screens: Screen[] = [];
  let outDir = '';
  return {
    name: 'saegil-first-load',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        shared = chunksOf(bundle).find((c) => c.name === 'screens-shared');
        // the entry and what it imports are preloaded by the HTML itself (Vite's modulepreload links)
        const skip = new Set(chunksOf(bundle).filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        if (shared) for (const f of [shared.fileName, ...(shared.viteMetadata?.importedCss ?? [])]) skip.add(f);
        const table = ROUTE_PRELOADS.map(([pattern, modules]) => [
          patternSource(pattern),
          [...new Set(modules.flatMap((m) => filesFor(m, bundle, skip)))],
        ]) as [string, string[]][];
        listed = table.flatMap(([, files]) => files);
        screens = ROUTE_PRELOADS.map(([pattern], i) => {
          const files = table[i]?.[1] ?? [];
          return { pattern, source: patternSource(pattern), js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) };
        });
        const source = preloadScript(table.filter(([, files]) => files.length > 0));
        scriptFile = `assets/route-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName: scriptFile, source });
      },
    },
    writeBundle(_options, bundle) {
      // a preload of a file the build did not write would cost a phone a request for a 404
      const missing = [...new Set(listed)].filter((file) => !(file in bundle));
      if (missing.length) throw new Error(`route preloads name files the build did not write: ${missing.join(', ')}`);
    },
    async closeBundle() {
      if (screens.length) await writeScreenPages(outDir, screens, [...(shared?.viteMetadata?.importedCss ?? [])]);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html: string, { bundle }: IndexHtmlTransformContext) {
        if (!bundle) return html;
        html = html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, file: string) => {
          const css = bundle[file];
          return css?.type === 'asset' ? `<style>${String(css.source).replaceAll('</style', '<\\/style')}</style>` : link;
        });
        const hints = [
          ...(scriptFile ? [`<script async src="/${scriptFile}"></script>`] : []),
          ...(shared ? [`<link rel="modulepreload" crossorigin href="/${shared.fileName}">`] : []),
          ...[...(shared?.viteMetadata?.importedCss ?? [])].map((css) => `<link rel="preload" as="style" crossorigin href="/${css}">`),
        ];
        // the entry is preloaded here and run by the inline script after #root, which says so when it fails to load
        let entry = '';
        html = html.replace(/(\s*)<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, space: string, src: string) => {
          entry = src;
          // before the entry, so the route's files are asked for first
          return [...hints, `<link rel="modulepreload" crossorigin href="${src}">`].map((tag) => `${space}${tag}`).join('');
        });
        if (!entry) throw new Error('index.html: the entry script was not found');
        return html
          .replace('<head>', () => `<head>\n    <script>${HEAD_SCRIPT}</script>`)
          .replace('<!--/first-paint--></div>', (root) => `${root}\n    <script>${rootScript(entry)}</script>`);
      },
    },
  };
}
