// `vite build` builds the app in one step (Vite's builder, the pattern of its SSR guide; docs/decisions/0016):
// 1. the client, with Vite's manifest (.vite/manifest.json);
// 2. src/app/prerender.tsx for SSR, into a scratch folder;
// 3. from them, the HTML: index.html (any path no screen answers) and pages/<name>.html for each screen of the route
//    table, whose first paint is that screen as a visitor and as a member (data-first-paint; global.css shows one), with
//    the chunks of the screen's modules preloaded and their CSS inlined beside the entry's, both found in the manifest;
//    and pages/manifest.json, the server's page map (server/plugins/static-app.ts).
// Every page carries the two inline scripts of src/app/head/head-script.ts, minified, at the template's markers.
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { minifySync, type Manifest, type ViteBuilder } from 'vite';
import type * as PrerenderModule from './src/app/prerender.tsx';
import { compressBeside } from './vite-precompress.ts';

/** Where the SSR build of src/app/prerender.tsx goes: it is read once and removed, never served. */
export const prerenderOutDir = (root: string) => join(root, 'node_modules/.cache', `prerender-${process.pid}`);

/** An inline script as the pages hold it: minified, on one line. */
export const minifyInline = (code: string) => minifySync('inline.js', code).code.trim();

const FIRST_PAINT = /<!--first-paint-->[\s\S]*<!--\/first-paint-->/;

/** The files a module of the manifest loads with it beyond `skip`, in the order Vite's preload helper asks for them
 *  (a chunk, then its imports, each chunk's CSS after its imports'). */
function filesOf(manifest: Manifest, keys: string[], skip: Set<string>): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest has no ${key}`);
    if (seen.has(key) || skip.has(chunk.file)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) js.push(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
    for (const file of chunk.css ?? []) if (!skip.has(file) && !css.includes(file)) css.push(file);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

/** The builder's buildApp: the client, the prerender's SSR build, then the pages. */
export async function buildApp(builder: ViteBuilder): Promise<void> {
  const { client, ssr } = builder.environments;
  if (!client || !ssr) throw new Error('vite.config.ts: the client and ssr environments are both needed');
  await builder.build(client);
  await builder.build(ssr);
  const root = builder.config.root;
  const outDir = resolve(root, client.config.build.outDir);
  const ssrDir = resolve(root, ssr.config.build.outDir);
  try {
    const prerender = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as typeof PrerenderModule;
    await writePages(outDir, prerender);
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

async function writePages(outDir: string, prerender: typeof PrerenderModule): Promise<void> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const entry = manifest['index.html'];
  const bootFrame = FIRST_PAINT.exec(template)?.[0];
  if (!entry?.isEntry || !bootFrame) throw new Error('index.html: no entry in Vite’s manifest or no <!--first-paint--> … <!--/first-paint--> in #root');
  // the entry and what it imports come with Vite's own tags; its CSS is inlined instead of linked (the first paint
  // waits for no stylesheet)
  const entryFiles = filesOf(manifest, ['index.html'], new Set());
  const skip = new Set([...entryFiles.js, ...entryFiles.css]);
  const inline = (files: string[]) => files.map((f) => readFileSync(join(outDir, f), 'utf8')).join('\n').replaceAll('</style', '<\\/style');
  const scripts = prerender.inlineScripts();
  const script = (code: string) => `<script>${minifyInline(code)}</script>`;

  /** The template with the inline scripts, the entry's CSS inlined, `head` added and `root` as #root's first paint. */
  const page = (head: string[], root: string) => {
    let html = template;
    for (const css of entryFiles.css) {
      const link = `<link rel="stylesheet" crossorigin href="/${css}">`;
      if (!html.includes(link)) throw new Error(`index.html: Vite's link to ${css} was not found`);
      // a disabled stylesheet link is never fetched, and it tells Vite's preload helper the CSS is here: a lazy part of
      // a screen (가까운 도움 받기) would otherwise link it again, and every font face with it
      html = html.replace(link, `<link rel="stylesheet" crossorigin href="/${css}" disabled>`);
    }
    const parts = {
      '<!--head-script-->': script(scripts.head),
      '<!--app-head-->': [`<style>${inline(entryFiles.css)}</style>`, ...head].join('\n    '),
      '<!--fill-script-->': script(scripts.fill),
    };
    for (const [marker, content] of Object.entries(parts)) {
      if (!html.includes(marker)) throw new Error(`index.html: ${marker} is missing`);
      html = html.replace(marker, () => content);
    }
    return html.replace(FIRST_PAINT, () => root);
  };

  writeFileSync(join(outDir, 'index.html'), page([], bootFrame));
  compressBeside(join(outDir, 'index.html'));
  mkdirSync(join(outDir, 'pages'), { recursive: true });
  for (const screen of prerender.SCREENS) {
    const { js, css } = filesOf(manifest, prerender.screenModules(screen).map((m) => `src/${m}`), skip);
    const path = screen.path.replace(/:[A-Za-z]+/g, '1');
    // a reader the screen sends elsewhere gets the plain frame (the app takes them on)
    const visitor = screen.access === 'member' ? bootFrame : await prerender.prerender(path, false);
    const member = screen.access === 'visitor' ? bootFrame : await prerender.prerender(path, true);
    const head = [
      ...(css.length ? [`<style>${inline(css)}</style>`] : []),
      // a disabled stylesheet is not fetched; the app's chunk loader sees it and does not fetch the CSS inlined above
      ...css.map((f) => `<link rel="stylesheet" disabled href="/${f}">`),
      ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ];
    const file = join(outDir, `pages/${prerender.pageName(screen.path)}.html`);
    writeFileSync(file, page(head, `<div data-first-paint="visitor" inert>${visitor}</div><div data-first-paint="member" inert>${member}</div>`));
    compressBeside(file);
  }
  writeFileSync(join(outDir, 'pages/manifest.json'), JSON.stringify(prerender.screenPageMap(prerender.SCREENS), null, 1));
}
