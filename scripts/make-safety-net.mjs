// `npm run fonts` (first step): writes src/shared/fonts/korean-safety-net.css, the last-resort Korean face for a
// device with no Korean font at all (docs/decisions/0009), from the `pretendard` package's dynamic subset: its
// variable font cut into ~90 woff2 slices by how often the characters occur, each an @font-face with its own
// unicode-range. The browser fetches only the slices whose characters the page shows (a screen of Korean text: a
// few of the frequent slices, ~100-300 KB, instead of the whole 2 MB font). Only the slices' Korean characters are
// kept (Hangul, the CJK punctuation, enclosed letters and full-width forms Korean text uses): Latin and digits come
// from the device's own fonts, as before.
//
// Two files: the FIRST_PAINT most frequent slices (every screen's own text needs only these: /, /jobsearch, /login,
// /jobfound, /learning, /others and /signup fetched 6-14 of them and none other) go into the entry's CSS, which each
// page inlines, so a device without a Korean font paints its first screen with them (~2.6 KB brotli per page); the
// rarer ones (a name or a title in the data) are a stylesheet of their own that main.tsx loads after the first paint.
// The output is committed; CI never runs this.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const pretendard = dirname(require.resolve('pretendard/package.json'));
const SOURCE = join(pretendard, 'dist/web/variable/pretendardvariable-dynamic-subset.css');
const OUT = new URL('../src/shared/fonts/korean-safety-net.css', import.meta.url);
const OUT_RARE = new URL('../src/shared/fonts/korean-safety-net-rare.css', import.meta.url);
/** how many of the most frequent slices (the package numbers them rarest first) the first paint carries */
const FIRST_PAINT = 18;
/** the characters the safety net is for (as before this file was generated) */
const KOREAN = [
  [0x1100, 0x11ff],
  [0x3000, 0x303f],
  [0x3130, 0x318f],
  [0x3200, 0x32ff],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xd7b0, 0xd7ff],
  [0xff00, 0xffef],
];

const parseRanges = (text) =>
  text.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });

const intersect = (ranges) =>
  ranges.flatMap(([a, b]) => KOREAN.flatMap(([c, d]) => (Math.max(a, c) <= Math.min(b, d) ? [[Math.max(a, c), Math.min(b, d)]] : [])));

const hex = (n) => n.toString(16);
const rangeText = (ranges) => ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');

const css = readFileSync(SOURCE, 'utf8');
const faces = [...css.matchAll(/src: url\(\.\/(woff2-dynamic-subset\/[^)]+\.(\d+)\.woff2)\)[^;]*;\s*unicode-range: ([^;]+);/g)]
  .sort((a, b) => Number(b[2]) - Number(a[2]))
  .flatMap(([, file, , ranges]) => {
  const korean = intersect(parseRanges(ranges)).sort((x, y) => x[0] - y[0]);
  if (korean.length === 0) return [];
  return [`@font-face{font-family:'Saegil Korean Safety Net';src:url('pretendard/dist/web/variable/${file}') format('woff2');font-weight:45 920;font-display:swap;unicode-range:${rangeText(korean)}}`];
});
const { version } = JSON.parse(readFileSync(join(pretendard, 'package.json'), 'utf8'));
const header = (what) => `/* Made by scripts/make-safety-net.mjs from pretendard ${version}'s dynamic subset; do not edit. ${what}
   The last family in global.css's list, for a device with no Korean font (decision 0009): the browser fetches only the
   slices whose characters the page shows, and only when no font before it has them. Pretendard: SIL OFL 1.1. */`;
writeFileSync(OUT, `${header(`The ${FIRST_PAINT} most frequent of ${faces.length} slices with Korean characters, in the entry's CSS.`)}\n${faces.slice(0, FIRST_PAINT).join('\n')}\n`);
writeFileSync(OUT_RARE, `${header(`The ${faces.length - FIRST_PAINT} rarer slices, loaded after the first paint (main.tsx).`)}\n${faces.slice(FIRST_PAINT).join('\n')}\n`);
for (const out of [OUT, OUT_RARE]) console.log(`${out.pathname.split('/').pop()}: ${readFileSync(out).length} bytes`);
