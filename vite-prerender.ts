// The built page of each screen (issue 10, docs/decisions/0011). After the client build, the screens are rendered
// once in Node (src/app/prerender.tsx, built for SSR into a scratch folder) and every path of ROUTE_PRELOADS gets
// pages/<name>.html: the entry's HTML whose first paint is that screen, as a visitor and as a member (the inline
// script of first-paint.ts shows one), with the screen's CSS inlined and its chunks preloaded. The server sends the
// page of the path and index.html for any other (server/plugins/static-app.ts, from pages/manifest.json).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { FIRST_PAINT_CSS } from './src/app/first-paint.ts';
import type * as PrerenderModule from './src/app/prerender.tsx';
import { pageName, SCREENS, screenPageMap } from './src/shared/routing/routes.ts';
import { STORAGE_KEYS } from './src/shared/session/session.ts';
import { compressBeside } from './vite-precompress.ts';

/** A path pattern of ROUTE_PRELOADS with the files its screen loads beyond the entry. */
export interface Screen {
  pattern: string;
  /** RegExp source matching the whole path */
  source: string;
  js: string[];
  css: string[];
}

type Prerender = typeof PrerenderModule;
const root = import.meta.dirname;
const FIRST_PAINT = /<!--first-paint-->[\s\S]*<!--\/first-paint-->/;


/** The SSR build of src/app/prerender.tsx, loaded; its scratch folder is removed by the caller. */
async function loadPrerender(scratch: string): Promise<Prerender> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: { ssr: join(root, 'src/app/prerender.tsx'), outDir: scratch, emptyOutDir: true, copyPublicDir: false, assetsInlineLimit: 0 },
  });
  return (await import(pathToFileURL(join(scratch, 'prerender.js')).href)) as Prerender;
}

/** localStorage for the render: empty for a visitor, a token for a member (the session only asks whether there is one). */
function setStorage(member: boolean): () => void {
  const items = new Map<string, string>(member ? [[STORAGE_KEYS.accessToken, 'first-paint']] : []);
  const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
  return () => Reflect.deleteProperty(globalThis, 'localStorage');
}

async function render(prerender: Prerender, path: string, member: boolean): Promise<string> {
  const restore = setStorage(member);
  try {
    return await prerender.prerender(path, member ? 'member-' : 'visitor-');
  } finally {
    restore();
  }
}

/** Writes pages/<name>.html (with .br and .gz) for every screen and pages/manifest.json. */
export async function writeScreenPages(outDir: string, screens: Screen[], sharedCss: string[]): Promise<void> {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const bootFrame = FIRST_PAINT.exec(html)?.[0];
  if (!bootFrame) throw new Error('index.html has no <!--first-paint--> … <!--/first-paint--> in #root');
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  const scratch = mkdtempSync(join(root, 'node_modules/.cache/prerender-'));
  try {
    const prerender = await loadPrerender(scratch);
    mkdirSync(join(outDir, 'pages'), { recursive: true });
    for (const screen of screens) {
      const path = screen.pattern.replace(/:[A-Za-z]+/g, '1');
      // a reader the screen sends elsewhere gets the plain frame (the app takes them on)
      const readers = prerender.readers(path);
      const visitor = readers.visitor ? await render(prerender, path, false) : bootFrame;
      const member = readers.member ? await render(prerender, path, true) : bootFrame;
      const css = [...sharedCss, ...screen.css];
      const style = [FIRST_PAINT_CSS, ...css.map((f) => readFileSync(join(outDir, f), 'utf8'))].join('\n').replaceAll('</style', '<\\/style');
      const head = [
        `<style>${style}</style>`,
        // a disabled stylesheet is not fetched; the app's chunk loader sees it and does not fetch the CSS inlined above
        ...css.map((f) => `<link rel="stylesheet" disabled href="/${f}">`),
        ...screen.js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ].join('\n    ');
      const page = html
        .replace(/\s*<script async src="\/assets\/route-preload-[^"]+"><\/script>/, '')
        .replace(/\s*<link rel="preload" as="style" crossorigin href="[^"]+">/g, '')
        .replace('</head>', () => `  ${head}\n  </head>`)
        .replace(FIRST_PAINT, () => `<div data-first-paint="visitor" inert>${visitor}</div><div data-first-paint="member" inert>${member}</div>`);
      const file = `pages/${pageName(screen.pattern)}.html`;
      writeFileSync(join(outDir, file), page);
      compressBeside(join(outDir, file));
    }
    writeFileSync(join(outDir, 'pages/manifest.json'), JSON.stringify(screenPageMap(SCREENS), null, 1));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
