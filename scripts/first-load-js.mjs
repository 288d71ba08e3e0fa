// What each screen's first load carries in JavaScript: the scripts and module preloads its page names (dist/pages/*.html,
// written by vite-pages.ts), summed as the server sends them (brotli, from the build's precompressed files). Issue 26's
// budget: no screen's figure grows. A script that prints figures, not a test.
//
//   node scripts/first-load-js.mjs                      dist/
//   node scripts/first-load-js.mjs DIR --compare DIR2   two builds side by side (e.g. an earlier commit's, built with
//                                                       BUILD_OUT_DIR=DIR2 npx vite build)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

/** page name (e.g. 'home') → { files, bytes }: the brotli bytes of the JavaScript its HTML loads before the app runs. */
export function firstLoadOfBuild(dir) {
  const sent = (file) => statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
  const pages = new Map();
  for (const name of readdirSync(join(dir, 'pages')).filter((f) => f.endsWith('.html')).sort()) {
    const html = readFileSync(join(dir, 'pages', name), 'utf8');
    const scripts = new Set(
      [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((m) => m[1]),
    );
    const bytes = [...scripts].reduce((sum, file) => sum + sent(join(dir, file)), 0);
    pages.set(name.replace(/\.html$/, ''), { files: scripts.size, bytes });
  }
  return pages;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { compare: { type: 'string' } } });
  const ours = firstLoadOfBuild(positionals[0] ?? 'dist');
  const other = values.compare ? firstLoadOfBuild(values.compare) : null;
  console.log(`${'screen'.padEnd(18)}${'files'.padStart(6)}${'first-load JS (br)'.padStart(20)}${other ? `${'compare'.padStart(12)}${'change'.padStart(10)}` : ''}`);
  for (const [page, { files, bytes }] of ours) {
    const then = other?.get(page);
    const cells = other ? (then ? `${kb(then.bytes).padStart(12)}${`${bytes > then.bytes ? '+' : ''}${((bytes - then.bytes) / 1024).toFixed(1)}`.padStart(10)}` : `${'—'.padStart(12)}`) : '';
    console.log(`${page.padEnd(18)}${String(files).padStart(6)}${kb(bytes).padStart(20)}${cells}`);
  }
}
