// `npm run fonts`: makes the metric-matched faces the app's text paints in (src/shared/fonts/fallback-faces.css).
//
// The app loads no web font (docs/decisions/0009): its text is set in the phone's own Korean font. @font-face rules
// on local system fonts (Noto Sans CJK KR on Android and Linux, Nanum Gothic) get a size-adjust and ascent/descent/
// line-gap overrides computed from the real font files, so text takes the room it takes in Pretendard, the font the
// screens were designed in (the `pretendard` package's variable font; its metrics are measured over every Hangul
// syllable and other character in the app's sources, the seed data and the server's messages, plus printable ASCII).
//
// The fallback font files are not part of the project: point FALLBACK_FONT_DIR at an unpacked copy of Debian's
// fonts-noto-cjk and fonts-nanum (`apt-get download fonts-noto-cjk fonts-nanum && dpkg-deb -x <deb> DIR`), or the
// system's font folder. The output is committed; CI never runs this.
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

const root = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const pretendardDir = dirname(require.resolve('pretendard/package.json'));
const SOURCE = join(pretendardDir, 'dist/public/variable/PretendardVariable.ttf');
const OUT_DIR = join(root, 'src/shared/fonts');
const FALLBACK_DIR = process.env.FALLBACK_FONT_DIR ?? '/usr/share/fonts';

// ---- 1. the characters the screens can show ----
const TEXT_SOURCES = ['src', 'index.html', 'generated', 'server'];
const isText = (p) => /\.(ts|tsx|mjs|html|json|yaml|css)$/.test(p) && !/\.test\.|\/test-support\//.test(p);
function* walk(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) for (const e of readdirSync(path)) yield* walk(join(path, e));
  else if (isText(path)) yield path;
}
const counts = new Map();
for (const source of TEXT_SOURCES) {
  for (const file of walk(join(root, source))) {
    for (const ch of readFileSync(file, 'utf8')) {
      const cp = ch.codePointAt(0);
      const hangul = cp >= 0xac00 && cp <= 0xd7a3;
      const jamo = cp >= 0x3131 && cp <= 0x318e;
      const symbol = cp >= 0xa0 && cp < 0x3000 && !(cp >= 0x2500 && cp < 0x2600); // punctuation, arrows, not box art
      if (hangul || jamo || symbol) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
  }
}
// Only characters the package's own web subsets cover (their unicode-range lists): a few symbols (↺...) are in the
// font file but were never served to the browser, which drew them from the system, and must keep looking the same.
const served = [...readFileSync(join(pretendardDir, 'dist/web/variable/pretendardvariable-dynamic-subset.css'), 'utf8').matchAll(/unicode-range:([^;]+);/g)]
  .flatMap((m) => m[1].split(','))
  .map((r) => r.trim().replace(/^U\+/i, '').split('-').map((h) => parseInt(h, 16)))
  .map(([from, to = from]) => [from, to]);
const isServed = (cp) => served.some(([from, to]) => cp >= from && cp <= to);
for (const ch of [...counts.keys()]) if (!isServed(ch.codePointAt(0))) counts.delete(ch);

let ascii = '';
for (let cp = 0x20; cp < 0x7f; cp++) ascii += String.fromCodePoint(cp);

const source = readFileSync(SOURCE);

// ---- 2. fallbacks metric-matched to Pretendard ----
/** Vertical metrics as Chrome reads them (OS/2 typo metrics when USE_TYPO_METRICS is set, else hhea), per em. */
function vertical(font) {
  const os2 = font['OS/2'];
  const useTypo = os2 && (os2.fsSelection?.useTypoMetrics ?? false);
  const [a, d, g] = useTypo
    ? [os2.typoAscender, os2.typoDescender, os2.typoLineGap]
    : [font.hhea.ascent, font.hhea.descent, font.hhea.lineGap];
  return { ascent: a / font.unitsPerEm, descent: Math.abs(d) / font.unitsPerEm, lineGap: g / font.unitsPerEm };
}
/** Average advance per em over the screens' characters, weighted by how often each occurs (Hangul dominates). */
function averageAdvance(font) {
  let sum = 0;
  let n = 0;
  const weighted = [...counts].concat([...ascii].map((c) => [c, 5]));
  for (const [ch, count] of weighted) {
    const glyph = font.glyphForCodePoint(ch.codePointAt(0));
    if (!glyph || glyph.id === 0) continue;
    sum += (glyph.advanceWidth / font.unitsPerEm) * count;
    n += count;
  }
  return sum / n;
}

const web = fontkit.create(source);
const webV = vertical(web);
const webW = averageAdvance(web);

const FALLBACKS = [
  {
    family: 'Saegil Fallback Noto',
    file: 'opentype/noto/NotoSansCJK-Regular.ttc',
    postscriptName: 'NotoSansCJKkr-Regular',
    local: ['Noto Sans CJK KR', 'NotoSansCJKkr-Regular', 'Noto Sans CJK KR Regular'],
  },
  {
    family: 'Saegil Fallback Nanum',
    file: 'truetype/nanum/NanumGothic.ttf',
    local: ['NanumGothic', 'Nanum Gothic', 'NanumGothic-Regular', '나눔고딕'],
  },
];
const pct = (x) => `${(x * 100).toFixed(2)}%`;
const rules = [];
for (const fb of FALLBACKS) {
  const path = join(FALLBACK_DIR, fb.file);
  if (!existsSync(path)) {
    console.error(`✖ ${path} 이 없습니다: FALLBACK_FONT_DIR 를 확인하세요 (이 파일 머리말 참고).`);
    process.exit(1);
  }
  let font = fontkit.create(readFileSync(path));
  if (font.fonts) font = font.fonts.find((f) => f.postscriptName === fb.postscriptName);
  const v = vertical(font);
  const sizeAdjust = webW / averageAdvance(font);
  rules.push(
    `@font-face {\n  font-family: '${fb.family}';\n  src: ${fb.local.map((n) => `local('${n}')`).join(', ')};\n` +
      `  size-adjust: ${pct(sizeAdjust)};\n  ascent-override: ${pct(webV.ascent / sizeAdjust)};\n` +
      `  descent-override: ${pct(webV.descent / sizeAdjust)};\n  line-gap-override: ${pct(webV.lineGap / sizeAdjust)};\n}`,
  );
  console.log(`${fb.family}: size-adjust ${pct(sizeAdjust)} (its own ascent ${v.ascent.toFixed(3)}, descent ${v.descent.toFixed(3)})`);
}
writeFileSync(
  join(OUT_DIR, 'fallback-faces.css'),
  `/* Made by \`npm run fonts\` (scripts/make-fonts.mjs) from the real font files: do not edit by hand.\n` +
    ` * Local system fonts scaled and given Pretendard's vertical metrics (ascent ${webV.ascent.toFixed(3)}, descent ${webV.descent.toFixed(3)},\n` +
    ` * line gap ${webV.lineGap.toFixed(3)} em), so text takes the room it takes in Pretendard. */\n${rules.join('\n')}\n`,
);
