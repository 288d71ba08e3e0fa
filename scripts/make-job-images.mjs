// Draws the 20 job pictures (public/images/jobs/<imageSlug>.webp, linked by server/domain/job-image.ts) as flat SVG
// illustrations and converts them with sharp. Run by hand after changing a drawing: `npx node scripts/make-job-images.mjs`.
// The pictures hold no text on purpose: the SVG renderer has no Korean font, and the job name is always shown next to them.
// Cards crop to 5:3 (object-fit: cover), so every subject stays inside the middle of the 640×400 canvas.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { JOBS } from '../server/seed/jobs.ts';

const WIDTH = 640;
const HEIGHT = 400;
const OUT_DIR = new URL('../public/images/jobs/', import.meta.url);

const C = {
  ink: '#4A4458',
  inkSoft: '#6E6880',
  white: '#FFFFFF',
  cream: '#FFF8EE',
  skin: '#F2C6A0',
  skinDark: '#E2A97F',
  brown: '#8A5A3B',
  brownDark: '#6B4329',
  wood: '#C98B5A',
  coral: '#EE8572',
  coralDark: '#D5654F',
  peach: '#F8C9A8',
  mustard: '#F3B949',
  mustardDark: '#D99A2B',
  sage: '#8FBC94',
  sageDark: '#6A9C70',
  teal: '#4F9D9A',
  tealDark: '#3B7F7C',
  sky: '#9CC7E4',
  skyDark: '#6FA6CC',
  lav: '#B9A6DC',
  lavDark: '#9580C4',
  pink: '#F3A6B8',
  pinkDark: '#E07D97',
  silver: '#CDD2DA',
  silverLight: '#E9ECF0',
  silverDark: '#A3AAB5',
};

// ---------- small shape helpers ----------

const heart = (x, y, size, fill) =>
  `<path transform="translate(${x} ${y}) scale(${size})" fill="${fill}" d="M0 .45C-.3 .2-.55 0-.55-.22-.55-.45-.25-.55 0-.3.25-.55.55-.45.55-.22.55 0 .3.2 0 .45Z"/>`;

const sparkle = (x, y, size, fill) =>
  `<path transform="translate(${x} ${y}) scale(${size})" fill="${fill}" d="M0-1Q.15-.15 1 0 .15.15 0 1-.15.15-1 0-.15-.15 0-1Z"/>`;

const plus = (x, y, size, fill) => {
  const t = size / 3;
  return `<rect x="${x - t / 2}" y="${y - size / 2}" width="${t}" height="${size}" rx="${t / 4}" fill="${fill}"/><rect x="${x - size / 2}" y="${y - t / 2}" width="${size}" height="${t}" rx="${t / 4}" fill="${fill}"/>`;
};

const shadow = (x, y, rx, ry = 14) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#3b2a1a" opacity=".1"/>`;

const leaf = (x, y, angle, size, fill) =>
  `<path transform="translate(${x} ${y}) rotate(${angle}) scale(${size})" fill="${fill}" d="M0 0C.3-.25.3-.75 0-1-.3-.75-.3-.25 0 0Z"/>`;

// Background: a pastel field, one big soft circle behind the subject and a few quiet sparkles and dots at the edges.
function frame({ bg, blob, accent, dot }, body) {
  const decor = [
    sparkle(78, 74, 13, accent),
    sparkle(566, 330, 10, accent),
    `<circle cx="560" cy="70" r="7" fill="${dot}"/>`,
    `<circle cx="92" cy="318" r="6" fill="${dot}"/>`,
    `<circle cx="598" cy="118" r="4" fill="${accent}"/>`,
    `<circle cx="44" cy="196" r="4" fill="${accent}"/>`,
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${bg}"/>
<circle cx="320" cy="205" r="172" fill="${blob}"/>
${decor}
${body}
</svg>`;
}

// A standing person seen from the front: round head, rounded body; no face, as in most flat pictograms.
function person(x, headY, headR, bodyW, bottom, bodyFill, hairFill) {
  const top = headY + headR + 8;
  const half = bodyW / 2;
  return `<path d="M${x - half} ${bottom}V${top + half * 0.7}Q${x - half} ${top} ${x} ${top}Q${x + half} ${top} ${x + half} ${top + half * 0.7}V${bottom}Z" fill="${bodyFill}"/>
<circle cx="${x}" cy="${headY}" r="${headR}" fill="${C.skin}"/>
<path d="M${x - headR} ${headY}A${headR} ${headR} 0 0 1 ${x + headR} ${headY}Q${x} ${headY - headR * 0.45} ${x - headR} ${headY}Z" fill="${hairFill}"/>`;
}

// ---------- the 20 pictures ----------

const DRAWINGS = {
  // 요양보호사: a wheelchair and a heart.
  caregiver: () =>
    frame(
      { bg: '#FBE8DE', blob: '#F6D5C3', accent: C.coral, dot: C.mustard },
      `${shadow(330, 332, 150)}
<path d="M262 92H222" stroke="${C.ink}" stroke-width="12" stroke-linecap="round"/>
<rect x="250" y="86" width="22" height="130" rx="10" fill="${C.tealDark}"/>
<path d="M268 205H378L404 292" fill="none" stroke="${C.ink}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M300 205L398 316" stroke="${C.ink}" stroke-width="8" stroke-linecap="round"/>
<rect x="384" y="286" width="50" height="12" rx="6" fill="${C.ink}"/>
<circle cx="296" cy="258" r="68" fill="none" stroke="${C.ink}" stroke-width="13"/>
<circle cx="296" cy="258" r="54" fill="none" stroke="${C.inkSoft}" stroke-width="3"/>
<path d="M296 204V312M242 258H350M258 220L334 296M334 220L258 296" stroke="${C.inkSoft}" stroke-width="4"/>
<circle cx="296" cy="258" r="12" fill="${C.mustard}"/>
<circle cx="404" cy="314" r="15" fill="${C.ink}"/>
<circle cx="404" cy="314" r="5" fill="${C.silver}"/>
<rect x="258" y="180" width="132" height="30" rx="12" fill="${C.teal}"/>
<rect x="300" y="150" width="84" height="12" rx="6" fill="${C.ink}"/>
<path d="M310 162V182M374 162V182" stroke="${C.ink}" stroke-width="8"/>
${heart(440, 120, 92, C.coral)}
${heart(376, 72, 40, C.pink)}`,
    ),

  // 간호조무사: a stethoscope, a first-aid badge and a capsule.
  'nursing-assistant': () =>
    frame(
      { bg: '#E2F0EF', blob: '#C9E4E2', accent: C.teal, dot: C.coral },
      `${shadow(330, 334, 160)}
<circle cx="182" cy="236" r="74" fill="${C.white}"/>
<circle cx="182" cy="236" r="62" fill="${C.coral}"/>
${plus(182, 236, 74, C.white)}
<path d="M290 70V150Q290 214 350 214Q410 214 410 150V70" fill="none" stroke="${C.tealDark}" stroke-width="14" stroke-linecap="round"/>
<circle cx="290" cy="64" r="13" fill="${C.ink}"/>
<circle cx="410" cy="64" r="13" fill="${C.ink}"/>
<path d="M350 214V258Q350 318 410 318Q468 318 468 262V250" fill="none" stroke="${C.teal}" stroke-width="16" stroke-linecap="round"/>
<circle cx="350" cy="214" r="11" fill="${C.silverDark}"/>
<circle cx="468" cy="226" r="38" fill="${C.silverDark}"/>
<circle cx="468" cy="222" r="34" fill="${C.silver}"/>
<circle cx="468" cy="222" r="20" fill="${C.silverLight}"/>
<g transform="translate(520 120) rotate(40)">
<rect x="-18" y="-40" width="36" height="80" rx="18" fill="${C.white}"/>
<path d="M-18 0V22A18 18 0 0 0 18 22V0Z" fill="${C.mustard}"/>
</g>`,
    ),

  // 보육교사: stacked toy blocks, a ball and a crayon.
  'childcare-teacher': () =>
    frame(
      { bg: '#FFF2CC', blob: '#FBE2A2', accent: C.coral, dot: C.sky },
      `${shadow(320, 334, 180)}
<rect x="196" y="238" width="96" height="96" rx="12" fill="${C.coral}"/>
<rect x="296" y="238" width="96" height="96" rx="12" fill="${C.skyDark}"/>
<rect x="246" y="140" width="96" height="96" rx="12" fill="${C.sage}"/>
<rect x="206" y="248" width="76" height="76" rx="8" fill="none" stroke="${C.white}" stroke-width="4" opacity=".5"/>
<rect x="306" y="248" width="76" height="76" rx="8" fill="none" stroke="${C.white}" stroke-width="4" opacity=".5"/>
<rect x="256" y="150" width="76" height="76" rx="8" fill="none" stroke="${C.white}" stroke-width="4" opacity=".5"/>
<circle cx="244" cy="286" r="24" fill="${C.white}"/>
<path d="M344 262L370 308H318Z" fill="${C.white}" stroke="${C.white}" stroke-width="6" stroke-linejoin="round"/>
${sparkle(294, 188, 26, C.white)}
<circle cx="472" cy="290" r="44" fill="${C.mustard}"/>
<path d="M432 272Q472 300 512 272M430 306Q472 330 514 306" fill="none" stroke="${C.white}" stroke-width="7"/>
<path d="M472 246Q455 290 472 334" fill="none" stroke="${C.coral}" stroke-width="7"/>
<g transform="translate(128 262) rotate(-35)">
<rect x="-12" y="-50" width="24" height="90" rx="4" fill="${C.lavDark}"/>
<path d="M-12-50L0-78 12-50Z" fill="${C.lav}"/>
<rect x="-12" y="-30" width="24" height="8" fill="${C.white}" opacity=".6"/>
<rect x="-12" y="20" width="24" height="8" fill="${C.white}" opacity=".6"/>
</g>`,
    ),

  // 사회복지사: an umbrella sheltering a family from the rain.
  'social-worker': () =>
    frame(
      { bg: '#ECE6F6', blob: '#DAD0F0', accent: C.lavDark, dot: C.mustard },
      `${shadow(320, 334, 160)}
<path d="M320 172V250" stroke="${C.brown}" stroke-width="8" stroke-linecap="round"/>
<path d="M180 172A140 140 0 0 1 460 172Q425 150 390 172Q355 150 320 172Q285 150 250 172Q215 150 180 172Z" fill="${C.coral}"/>
<path d="M320 32Q285 90 285 168M320 32Q355 90 355 168M320 32Q225 80 215 164M320 32Q415 80 425 164" fill="none" stroke="${C.coralDark}" stroke-width="4" opacity=".7"/>
<circle cx="320" cy="30" r="8" fill="${C.brown}"/>
${person(250, 218, 24, 74, 334, C.teal, C.brownDark)}
${person(390, 218, 24, 74, 334, C.mustard, C.ink)}
${person(320, 262, 18, 52, 334, C.lavDark, C.brown)}
${heart(320, 110, 40, C.white)}
<path d="M120 120q-8 14 0 20 8-6 0-20ZM150 190q-8 14 0 20 8-6 0-20ZM104 250q-8 14 0 20 8-6 0-20ZM520 130q-8 14 0 20 8-6 0-20ZM500 200q-8 14 0 20 8-6 0-20ZM536 262q-8 14 0 20 8-6 0-20Z" fill="${C.skyDark}"/>`,
    ),

  // 직업상담사: a signpost with arrows and a briefcase.
  'career-counselor': () =>
    frame(
      { bg: '#E4EDF7', blob: '#CCDDEF', accent: C.skyDark, dot: C.coral },
      `${shadow(340, 334, 170)}
<rect x="352" y="80" width="20" height="254" rx="6" fill="${C.brown}"/>
<circle cx="362" cy="78" r="14" fill="${C.brownDark}"/>
<path d="M262 104H470L502 132 470 160H262Z" fill="${C.mustard}" stroke="${C.mustard}" stroke-width="8" stroke-linejoin="round"/>
<path d="M460 180H254L222 208 254 236H460Z" fill="${C.teal}" stroke="${C.teal}" stroke-width="8" stroke-linejoin="round"/>
<path d="M300 256H456L484 280 456 304H300Z" fill="${C.coral}" stroke="${C.coral}" stroke-width="8" stroke-linejoin="round"/>
<circle cx="362" cy="132" r="6" fill="${C.mustardDark}"/>
<circle cx="362" cy="208" r="6" fill="${C.tealDark}"/>
<circle cx="362" cy="280" r="6" fill="${C.coralDark}"/>
<path d="M140 236V220Q140 204 156 204H194Q210 204 210 220V236" fill="none" stroke="${C.brownDark}" stroke-width="10"/>
<rect x="108" y="232" width="134" height="100" rx="14" fill="${C.wood}"/>
<rect x="108" y="232" width="134" height="40" rx="14" fill="${C.brown}"/>
<rect x="162" y="262" width="26" height="20" rx="4" fill="${C.mustard}"/>`,
    ),

  // 심리상담사: a cosy armchair, two speech bubbles (a heart, a pause) and a plant.
  'psychological-counselor': () =>
    frame(
      { bg: '#F3EBDD', blob: '#E9DAC2', accent: C.sageDark, dot: C.coral },
      `${shadow(290, 334, 190)}
<rect x="176" y="312" width="12" height="22" rx="4" fill="${C.brownDark}"/>
<rect x="326" y="312" width="12" height="22" rx="4" fill="${C.brownDark}"/>
<rect x="178" y="150" width="158" height="130" rx="36" fill="${C.sageDark}"/>
<rect x="176" y="248" width="162" height="66" rx="18" fill="${C.sage}"/>
<rect x="150" y="210" width="48" height="106" rx="24" fill="${C.sageDark}"/>
<rect x="316" y="210" width="48" height="106" rx="24" fill="${C.sageDark}"/>
<rect x="150" y="210" width="48" height="30" rx="15" fill="${C.sage}"/>
<rect x="316" y="210" width="48" height="30" rx="15" fill="${C.sage}"/>
<path d="M380 150Q380 90 450 90Q520 90 520 142Q520 192 450 192Q428 192 412 186L384 204 392 176Q380 164 380 150Z" fill="${C.white}"/>
${heart(450, 144, 62, C.coral)}
<path d="M436 236Q436 206 486 206Q536 206 536 238Q536 270 486 270Q478 270 470 268L446 284 450 260Q436 252 436 236Z" fill="${C.lav}"/>
<circle cx="466" cy="238" r="6" fill="${C.white}"/><circle cx="486" cy="238" r="6" fill="${C.white}"/><circle cx="506" cy="238" r="6" fill="${C.white}"/>
<path d="M104 270L112 334H150L158 270Z" fill="${C.coral}"/>
${leaf(131, 270, -30, 62, C.sageDark)}${leaf(131, 270, 25, 58, C.sage)}${leaf(131, 270, 0, 72, C.sageDark)}${leaf(131, 270, -60, 44, C.sage)}`,
    ),

  // 급식도우미: a school lunch tray (rice, soup, three side dishes) and a ladle.
  'meal-helper': () =>
    frame(
      { bg: '#F8EFD6', blob: '#F0DDB0', accent: C.coralDark, dot: C.sage },
      `<rect x="150" y="140" width="340" height="200" rx="30" fill="${C.silverDark}"/>
<rect x="146" y="132" width="340" height="200" rx="30" fill="${C.silver}"/>
<rect x="166" y="150" width="96" height="74" rx="16" fill="${C.silverLight}"/>
<rect x="270" y="150" width="96" height="74" rx="16" fill="${C.silverLight}"/>
<rect x="374" y="150" width="96" height="74" rx="16" fill="${C.silverLight}"/>
<rect x="166" y="234" width="148" height="82" rx="18" fill="${C.silverLight}"/>
<rect x="322" y="234" width="148" height="82" rx="18" fill="${C.silverLight}"/>
${[
  [196, 206],
  [232, 206],
]
  .map(
    ([x, y]) =>
      `<path d="M${x - 24} ${y}A24 24 0 0 1 ${x + 24} ${y}Z" fill="${C.mustardDark}"/><path d="M${x - 19} ${y}A19 19 0 0 1 ${x + 19} ${y}Z" fill="#F7C873"/><path d="M${x} ${y}V${y - 17}M${x} ${y}L${x - 13} ${y - 12}M${x} ${y}L${x + 13} ${y - 12}" stroke="${C.mustardDark}" stroke-width="2.5"/>`,
  )
  .join('')}
${leaf(318, 210, -50, 44, C.sageDark)}${leaf(318, 210, 10, 46, C.sage)}${leaf(318, 210, 60, 40, C.sageDark)}
<rect x="390" y="168" width="30" height="38" rx="8" fill="${C.mustard}"/><rect x="424" y="168" width="30" height="38" rx="8" fill="${C.mustard}"/>
<circle cx="405" cy="187" r="7" fill="${C.mustardDark}"/><circle cx="439" cy="187" r="7" fill="${C.mustardDark}"/>
<g fill="${C.white}">
<circle cx="196" cy="282" r="16"/><circle cx="222" cy="270" r="18"/><circle cx="252" cy="272" r="18"/><circle cx="282" cy="284" r="16"/>
<circle cx="210" cy="292" r="14"/><circle cx="240" cy="292" r="16"/><circle cx="270" cy="294" r="14"/><circle cx="240" cy="262" r="12"/>
</g>
<ellipse cx="396" cy="276" rx="58" ry="28" fill="${C.coral}"/>
<ellipse cx="396" cy="272" rx="50" ry="20" fill="#F29E7D"/>
<rect x="370" y="262" width="14" height="14" rx="3" fill="${C.cream}"/><rect x="402" y="270" width="14" height="14" rx="3" fill="${C.cream}"/>
<circle cx="424" cy="262" r="5" fill="${C.sage}"/><circle cx="386" cy="284" r="4" fill="${C.sage}"/>
<g transform="translate(-12 14)">
<path d="M558 250Q572 150 552 96Q546 78 562 74" fill="none" stroke="${C.tealDark}" stroke-width="11" stroke-linecap="round"/>
<path d="M512 252A44 46 0 0 0 600 252Z" fill="${C.teal}"/>
<ellipse cx="556" cy="252" rx="44" ry="10" fill="${C.tealDark}"/>
</g>`,
    ),

  // 사무보조원: ring binders, a lined sheet with a paper clip and a pencil.
  'office-assistant': () =>
    frame(
      { bg: '#E8EDF0', blob: '#D2DCE2', accent: C.skyDark, dot: C.mustard },
      `${shadow(320, 334, 190)}
<rect x="142" y="124" width="54" height="210" rx="8" fill="${C.teal}"/>
<rect x="200" y="142" width="54" height="192" rx="8" fill="${C.mustard}"/>
<g transform="rotate(-8 290 334)"><rect x="262" y="124" width="54" height="210" rx="8" fill="${C.coral}"/>
<rect x="274" y="154" width="30" height="44" rx="4" fill="${C.white}"/><circle cx="289" cy="290" r="10" fill="${C.white}"/></g>
<rect x="154" y="154" width="30" height="44" rx="4" fill="${C.white}"/><circle cx="169" cy="290" r="10" fill="${C.white}"/>
<rect x="212" y="172" width="30" height="44" rx="4" fill="${C.white}"/><circle cx="227" cy="290" r="10" fill="${C.white}"/>
<g transform="rotate(6 440 220)">
<rect x="362" y="104" width="160" height="212" rx="10" fill="${C.white}"/>
<rect x="384" y="140" width="90" height="12" rx="6" fill="${C.sky}"/>
<rect x="384" y="170" width="116" height="9" rx="4.5" fill="${C.silver}"/>
<rect x="384" y="192" width="116" height="9" rx="4.5" fill="${C.silver}"/>
<rect x="384" y="214" width="96" height="9" rx="4.5" fill="${C.silver}"/>
<rect x="384" y="236" width="116" height="9" rx="4.5" fill="${C.silver}"/>
<rect x="384" y="258" width="70" height="9" rx="4.5" fill="${C.silver}"/>
<path d="M490 84V140Q490 152 500 152Q510 152 510 140V92Q510 78 498 78Q484 78 484 92V132" fill="none" stroke="${C.silverDark}" stroke-width="5" stroke-linecap="round"/>
</g>
<g transform="translate(440 312) rotate(-24)">
<rect x="-80" y="-11" width="140" height="22" fill="${C.mustard}"/>
<rect x="-80" y="-11" width="140" height="7" fill="${C.mustardDark}" opacity=".5"/>
<path d="M60-11L92 0 60 11Z" fill="${C.peach}"/><path d="M82-3.5L92 0 82 3.5Z" fill="${C.ink}"/>
<rect x="-100" y="-11" width="22" height="22" rx="5" fill="${C.pink}"/><rect x="-82" y="-11" width="8" height="22" fill="${C.silverDark}"/>
</g>`,
    ),

  // 경리사무원: a calculator, a receipt and a stack of coins.
  'accounting-clerk': () =>
    frame(
      { bg: '#E4F1E8', blob: '#CBE5D3', accent: C.sageDark, dot: C.coral },
      `${shadow(330, 336, 180)}
<path d="M400 70H500V236L488 246 476 236 464 246 452 236 440 246 428 236 416 246 400 236Z" fill="${C.white}"/>
<rect x="416" y="96" width="68" height="9" rx="4.5" fill="${C.silver}"/>
<rect x="416" y="118" width="50" height="9" rx="4.5" fill="${C.silver}"/>
<rect x="416" y="140" width="68" height="9" rx="4.5" fill="${C.silver}"/>
<rect x="416" y="162" width="40" height="9" rx="4.5" fill="${C.silver}"/>
<rect x="416" y="196" width="68" height="12" rx="6" fill="${C.sage}"/>
<rect x="190" y="74" width="196" height="260" rx="24" fill="${C.tealDark}"/>
<rect x="184" y="68" width="196" height="260" rx="24" fill="${C.teal}"/>
<rect x="206" y="90" width="152" height="54" rx="10" fill="#DDEFD8"/>
<rect x="286" y="108" width="56" height="20" rx="4" fill="#BBD9B3"/>
${[0, 1, 2, 3]
  .flatMap((row) =>
    [0, 1, 2, 3].map((col) => {
      const x = 206 + col * 40;
      const y = 162 + row * 40;
      const fill = col === 3 ? (row === 3 ? C.coral : C.mustard) : C.cream;
      return `<rect x="${x}" y="${y}" width="32" height="30" rx="8" fill="${fill}"/>`;
    }),
  )
  .join('')}
${plus(334, 177, 16, C.white)}
<rect x="326" y="215" width="16" height="5" rx="2" fill="${C.white}"/>
<rect x="326" y="250" width="16" height="5" rx="2" fill="${C.white}"/><rect x="326" y="258" width="16" height="5" rx="2" fill="${C.white}"/>
${[0, 1, 2, 3, 4]
  .map((i) => `<ellipse cx="470" cy="${316 - i * 16}" rx="46" ry="14" fill="${C.mustardDark}"/><ellipse cx="470" cy="${310 - i * 16}" rx="46" ry="14" fill="${C.mustard}"/>`)
  .join('')}
<ellipse cx="470" cy="246" rx="30" ry="8" fill="none" stroke="${C.mustardDark}" stroke-width="3"/>
<circle cx="126" cy="300" r="34" fill="${C.mustardDark}"/><circle cx="122" cy="296" r="34" fill="${C.mustard}"/>
<circle cx="122" cy="296" r="22" fill="none" stroke="${C.mustardDark}" stroke-width="4"/>`,
    ),

  // 동물보건사: a sitting cat with a plaster on its head, and a medical cross badge.
  'veterinary-technician': () =>
    frame(
      { bg: '#EDF1E0', blob: '#DCE5C2', accent: C.teal, dot: C.coral },
      `${shadow(280, 334, 130)}
<path d="M350 310Q420 320 410 250Q404 220 430 210" fill="none" stroke="${C.mustardDark}" stroke-width="20" stroke-linecap="round"/>
<ellipse cx="280" cy="282" rx="86" ry="54" fill="${C.mustard}"/>
<ellipse cx="280" cy="300" rx="50" ry="30" fill="${C.cream}"/>
<path d="M196 170L208 82 262 128Z" fill="${C.mustard}" stroke="${C.mustard}" stroke-width="10" stroke-linejoin="round"/>
<path d="M364 170L352 82 298 128Z" fill="${C.mustard}" stroke="${C.mustard}" stroke-width="10" stroke-linejoin="round"/>
<path d="M212 140L216 104 242 128Z" fill="${C.pink}"/><path d="M348 140L344 104 318 128Z" fill="${C.pink}"/>
<ellipse cx="280" cy="182" rx="98" ry="80" fill="${C.mustard}"/>
<path d="M250 110Q262 126 256 140M280 106V136M310 110Q298 126 304 140" fill="none" stroke="${C.mustardDark}" stroke-width="7" stroke-linecap="round"/>
<ellipse cx="244" cy="180" rx="10" ry="14" fill="${C.ink}"/><ellipse cx="316" cy="180" rx="10" ry="14" fill="${C.ink}"/>
<circle cx="247" cy="175" r="3.5" fill="${C.white}"/><circle cx="319" cy="175" r="3.5" fill="${C.white}"/>
<circle cx="224" cy="210" r="12" fill="${C.pink}" opacity=".7"/><circle cx="336" cy="210" r="12" fill="${C.pink}" opacity=".7"/>
<path d="M272 204H288L280 214Z" fill="${C.pinkDark}" stroke="${C.pinkDark}" stroke-width="4" stroke-linejoin="round"/>
<path d="M280 214Q280 226 268 226M280 214Q280 226 292 226" fill="none" stroke="${C.ink}" stroke-width="3.5" stroke-linecap="round"/>
<path d="M196 206L150 198M196 218L152 222M364 206L410 198M364 218L408 222" stroke="${C.ink}" stroke-width="3" stroke-linecap="round"/>
<g transform="rotate(-28 334 126)"><rect x="298" y="112" width="72" height="28" rx="14" fill="${C.cream}"/><rect x="322" y="112" width="24" height="28" fill="${C.peach}"/>
<circle cx="330" cy="121" r="2" fill="${C.wood}"/><circle cx="338" cy="131" r="2" fill="${C.wood}"/><circle cx="338" cy="121" r="2" fill="${C.wood}"/><circle cx="330" cy="131" r="2" fill="${C.wood}"/></g>
<rect x="230" y="252" width="100" height="14" rx="7" fill="${C.coral}"/>
<circle cx="280" cy="270" r="9" fill="${C.mustardDark}"/>
<circle cx="484" cy="150" r="56" fill="${C.white}"/>
<circle cx="484" cy="150" r="46" fill="${C.teal}"/>
${plus(484, 150, 54, C.white)}
${heart(500, 262, 50, C.coral)}`,
    ),

  // 웨딩도우미: two wedding rings with a gem and a tiered cake.
  'wedding-helper': () =>
    frame(
      { bg: '#FBE9EC', blob: '#F5D2DA', accent: C.pinkDark, dot: C.mustard },
      `${shadow(330, 334, 190)}
<circle cx="226" cy="236" r="66" fill="none" stroke="${C.mustardDark}" stroke-width="18"/>
<circle cx="226" cy="236" r="66" fill="none" stroke="${C.mustard}" stroke-width="12"/>
<circle cx="316" cy="252" r="60" fill="none" stroke="${C.silverDark}" stroke-width="18"/>
<circle cx="316" cy="252" r="60" fill="none" stroke="${C.silverLight}" stroke-width="12"/>
<path d="M160 236A66 66 0 0 1 188 182" fill="none" stroke="${C.mustard}" stroke-width="12"/>
<rect x="212" y="150" width="28" height="18" rx="4" fill="${C.mustardDark}"/>
<path d="M200 146L212 124H240L252 146 226 174Z" fill="${C.sky}"/>
<path d="M200 146H252L226 174Z" fill="${C.skyDark}"/><path d="M212 124L220 146H232L240 124Z" fill="${C.white}" opacity=".6"/>
<rect x="410" y="236" width="124" height="94" rx="10" fill="${C.white}"/>
<rect x="432" y="168" width="80" height="72" rx="10" fill="${C.cream}"/>
<path d="M410 252Q426 266 441 252Q457 266 472 252Q488 266 503 252Q519 266 534 252" fill="none" stroke="${C.pink}" stroke-width="8" stroke-linecap="round"/>
<path d="M432 184Q445 196 458 184Q472 196 486 184Q499 196 512 184" fill="none" stroke="${C.pink}" stroke-width="7" stroke-linecap="round"/>
<circle cx="430" cy="300" r="6" fill="${C.pink}"/><circle cx="472" cy="300" r="6" fill="${C.pink}"/><circle cx="514" cy="300" r="6" fill="${C.pink}"/>
${heart(472, 146, 40, C.coral)}
${heart(120, 130, 46, C.pink)}
${heart(370, 120, 30, C.pinkDark)}`,
    ),

  // 일반 미용사: open scissors, a comb and a hair dryer.
  hairdresser: () =>
    frame(
      { bg: '#E6EAF6', blob: '#D0D7EE', accent: C.lavDark, dot: C.coral },
      `${shadow(330, 336, 180)}
<g transform="translate(230 210)">
<g transform="rotate(-18)"><path d="M-9 6L-5-118Q0-130 5-118L10 6Z" fill="${C.silver}"/><path d="M0-120L5-118 10 6H0Z" fill="${C.silverDark}"/>
<rect x="-5" y="0" width="10" height="54" fill="${C.silverDark}"/><circle cx="0" cy="86" r="30" fill="none" stroke="${C.coral}" stroke-width="15"/></g>
<g transform="rotate(18)"><path d="M-10 6L-5-118Q0-130 5-118L9 6Z" fill="${C.silver}"/><path d="M0-120L-5-118-10 6H0Z" fill="${C.silverLight}"/>
<rect x="-5" y="0" width="10" height="54" fill="${C.silverDark}"/><circle cx="0" cy="86" r="30" fill="none" stroke="${C.coralDark}" stroke-width="15"/></g>
<circle cx="0" cy="4" r="9" fill="${C.ink}"/><circle cx="0" cy="4" r="3" fill="${C.silver}"/>
</g>
<g transform="translate(400 262) rotate(-16)">
<rect x="-92" y="-36" width="184" height="30" rx="10" fill="${C.mustard}"/>
${Array.from({ length: 15 }, (_, i) => `<rect x="${-86 + i * 12}" y="-12" width="6" height="${i % 2 ? 44 : 50}" rx="3" fill="${C.mustard}"/>`).join('')}
</g>
<g transform="translate(450 130)">
<rect x="18" y="10" width="30" height="80" rx="12" fill="${C.tealDark}" transform="rotate(-12 33 10)"/>
<path d="M-60-18H40A30 30 0 0 1 40 42H-60Z" fill="${C.teal}"/>
<rect x="-78" y="-26" width="22" height="76" rx="8" fill="${C.tealDark}"/>
<circle cx="40" cy="12" r="14" fill="${C.white}" opacity=".5"/>
<path d="M-96-4H-124M-98 12H-132M-96 28H-124" stroke="${C.white}" stroke-width="6" stroke-linecap="round"/>
</g>`,
    ),

  // 피부 미용사: a pump bottle, a cream jar, a dropper bottle, leaves and a cucumber slice.
  'skin-care-specialist': () =>
    frame(
      { bg: '#E9F2E4', blob: '#D3E6CB', accent: C.sageDark, dot: C.pink },
      `${shadow(330, 334, 180)}
${leaf(180, 330, -28, 120, C.sage)}${leaf(180, 330, -55, 90, C.sageDark)}${leaf(470, 330, 30, 110, C.sage)}${leaf(470, 330, 58, 80, C.sageDark)}
<rect x="226" y="86" width="38" height="14" rx="4" fill="${C.ink}"/>
<path d="M226 92H196V104" fill="none" stroke="${C.ink}" stroke-width="8" stroke-linecap="round"/>
<rect x="236" y="100" width="18" height="40" fill="${C.inkSoft}"/>
<rect x="202" y="136" width="86" height="196" rx="20" fill="${C.white}"/>
<rect x="202" y="196" width="86" height="70" fill="${C.sage}"/>
<circle cx="245" cy="231" r="18" fill="${C.white}" opacity=".8"/>
<rect x="212" y="148" width="12" height="40" rx="6" fill="${C.silverLight}"/>
<rect x="306" y="260" width="122" height="72" rx="14" fill="${C.pink}"/>
<rect x="300" y="236" width="134" height="32" rx="10" fill="${C.white}"/>
<rect x="316" y="282" width="60" height="8" rx="4" fill="${C.white}" opacity=".6"/>
<rect x="446" y="212" width="56" height="120" rx="14" fill="${C.wood}"/>
<rect x="458" y="184" width="32" height="30" rx="4" fill="${C.ink}"/>
<ellipse cx="474" cy="172" rx="14" ry="20" fill="${C.inkSoft}"/>
<rect x="454" y="240" width="10" height="60" rx="5" fill="${C.white}" opacity=".35"/>
<circle cx="136" cy="150" r="40" fill="${C.sageDark}"/><circle cx="136" cy="150" r="33" fill="#D9ECC8"/>
${[0, 60, 120, 180, 240, 300].map((a) => `<ellipse cx="136" cy="136" rx="3.5" ry="6" fill="${C.sage}" transform="rotate(${a} 136 150)"/>`).join('')}
<path d="M520 90Q504 116 520 124Q536 116 520 90Z" fill="${C.skyDark}"/>
<path d="M552 150Q542 168 552 173Q562 168 552 150Z" fill="${C.sky}"/>`,
    ),

  // 네일 미용사: a raised hand with painted nails and a bottle of nail polish.
  'nail-artist': () =>
    frame(
      { bg: '#F6E8EE', blob: '#EECFDC', accent: C.pinkDark, dot: C.lav },
      `${shadow(330, 336, 170)}
<g transform="rotate(-8 260 300)">
<rect x="210" y="290" width="104" height="46" rx="6" fill="${C.lavDark}"/>
<rect x="204" y="282" width="116" height="20" rx="8" fill="${C.lav}"/>
<g transform="translate(224 262) rotate(-42)"><rect x="-16" y="-92" width="32" height="100" rx="16" fill="${C.skin}"/>
<rect x="-10" y="-88" width="20" height="26" rx="10" fill="${C.coral}"/></g>
<rect x="206" y="112" width="30" height="130" rx="15" fill="${C.skin}"/>
<rect x="240" y="92" width="30" height="150" rx="15" fill="${C.skin}"/>
<rect x="274" y="100" width="30" height="140" rx="15" fill="${C.skin}"/>
<rect x="308" y="126" width="28" height="116" rx="14" fill="${C.skin}"/>
<rect x="206" y="180" width="130" height="112" rx="34" fill="${C.skin}"/>
<rect x="211" y="116" width="20" height="28" rx="10" fill="${C.coral}"/>
<rect x="245" y="96" width="20" height="28" rx="10" fill="${C.coral}"/>
<rect x="279" y="104" width="20" height="28" rx="10" fill="${C.coral}"/>
<rect x="312" y="130" width="20" height="26" rx="10" fill="${C.coral}"/>
<circle cx="258" cy="104" r="4" fill="${C.white}" opacity=".8"/><circle cx="292" cy="112" r="4" fill="${C.white}" opacity=".8"/>
</g>
<rect x="426" y="140" width="48" height="80" rx="8" fill="${C.ink}"/>
<rect x="434" y="148" width="8" height="60" rx="4" fill="${C.inkSoft}"/>
<rect x="432" y="216" width="36" height="16" fill="${C.coralDark}"/>
<rect x="396" y="226" width="108" height="108" rx="26" fill="${C.coral}"/>
<rect x="410" y="244" width="16" height="64" rx="8" fill="${C.white}" opacity=".45"/>
${sparkle(530, 170, 18, C.pinkDark)}${sparkle(370, 120, 12, C.mustard)}
<circle cx="544" cy="236" r="8" fill="${C.coral}"/>`,
    ),

  // 메이크업 미용사: an eyeshadow palette, a lipstick and a blush brush.
  'makeup-artist': () =>
    frame(
      { bg: '#FBE7E2', blob: '#F5CFC5', accent: C.coralDark, dot: C.lav },
      `${shadow(330, 336, 190)}
<rect x="124" y="206" width="214" height="126" rx="20" fill="${C.ink}"/>
<rect x="136" y="218" width="190" height="102" rx="14" fill="${C.inkSoft}"/>
${[C.peach, C.coral, C.lav, C.pink, C.wood, C.mustard]
  .map((fill, i) => `<circle cx="${168 + (i % 3) * 63}" cy="${246 + Math.floor(i / 3) * 46}" r="19" fill="${fill}"/>`)
  .join('')}
<rect x="372" y="242" width="60" height="92" rx="8" fill="${C.ink}"/>
<rect x="372" y="224" width="60" height="22" rx="4" fill="${C.mustard}"/>
<rect x="380" y="186" width="44" height="40" fill="${C.mustardDark}"/>
<path d="M382 188V128Q382 110 402 100L422 88V188Z" fill="${C.coralDark}"/>
<path d="M390 186V130Q390 120 398 114" fill="none" stroke="${C.white}" stroke-width="5" stroke-linecap="round" opacity=".5"/>
<g transform="translate(506 222) rotate(22)">
<rect x="-9" y="0" width="18" height="118" rx="9" fill="${C.brown}"/>
<path d="M-14-36H14L10 6H-10Z" fill="${C.silver}"/>
<path d="M-14-36Q-30-80 0-118Q30-80 14-36Z" fill="${C.peach}"/>
<path d="M-10-96Q0-122 10-96Q16-90 0-86Q-16-90-10-96Z" fill="${C.pinkDark}"/>
</g>
${sparkle(452, 110, 16, C.mustard)}${sparkle(200, 150, 12, C.pinkDark)}`,
    ),

  // 반려동물 미용사: a big paw print, a pet slicker brush and soap bubbles.
  'pet-groomer': () =>
    frame(
      { bg: '#F3EEE4', blob: '#E6DBC6', accent: C.brown, dot: C.sky },
      `${shadow(340, 334, 170)}
<path d="M220 322Q160 322 170 270Q180 226 230 216Q280 226 290 270Q300 322 240 322Z" fill="${C.brown}"/>
<ellipse cx="150" cy="196" rx="24" ry="32" fill="${C.brown}" transform="rotate(-28 150 196)"/>
<ellipse cx="198" cy="152" rx="26" ry="36" fill="${C.brown}" transform="rotate(-10 198 152)"/>
<ellipse cx="262" cy="152" rx="26" ry="36" fill="${C.brown}" transform="rotate(10 262 152)"/>
<ellipse cx="310" cy="196" rx="24" ry="32" fill="${C.brown}" transform="rotate(28 310 196)"/>
<g transform="translate(436 212) rotate(30)">
<rect x="-13" y="20" width="26" height="120" rx="13" fill="${C.coral}"/>
<rect x="-56" y="-70" width="112" height="96" rx="30" fill="${C.coralDark}"/>
<rect x="-48" y="-62" width="96" height="80" rx="24" fill="${C.cream}"/>
${[0, 1, 2, 3]
  .flatMap((r) => [0, 1, 2, 3, 4].map((c) => `<circle cx="${-32 + c * 16}" cy="${-46 + r * 16}" r="3.5" fill="${C.silverDark}"/>`))
  .join('')}
</g>
${[
  [360, 110, 26],
  [400, 70, 14],
  [540, 120, 20],
  [300, 88, 12],
  [560, 250, 16],
]
  .map(
    ([x, y, r]) =>
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.white}" fill-opacity=".55" stroke="${C.skyDark}" stroke-width="3"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.2}" fill="${C.white}"/>`,
  )
  .join('')}`,
    ),

  // 레크리에이션 강사: a microphone, music notes, balloons and confetti.
  'recreation-instructor': () =>
    frame(
      { bg: '#FFEFD9', blob: '#FADDB4', accent: C.coral, dot: C.teal },
      `${shadow(300, 336, 150)}
<path d="M470 230Q462 270 478 300T470 340M540 210Q552 250 536 290T546 336" fill="none" stroke="${C.inkSoft}" stroke-width="2.5"/>
<ellipse cx="470" cy="168" rx="46" ry="56" fill="${C.teal}"/><path d="M462 222H478L470 234Z" fill="${C.teal}"/>
<ellipse cx="540" cy="150" rx="40" ry="50" fill="${C.coral}"/><path d="M532 198H548L540 210Z" fill="${C.coral}"/>
<ellipse cx="456" cy="146" rx="9" ry="15" fill="${C.white}" opacity=".45"/><ellipse cx="528" cy="130" rx="8" ry="13" fill="${C.white}" opacity=".45"/>
<g transform="rotate(-18 280 200)">
<path d="M252 196H308L292 330Q280 342 268 330Z" fill="${C.ink}"/>
<rect x="248" y="184" width="64" height="20" rx="6" fill="${C.mustard}"/>
<circle cx="280" cy="140" r="52" fill="${C.silverDark}"/>
<circle cx="280" cy="136" r="48" fill="${C.silver}"/>
<path d="M240 116H320M234 136H326M240 156H320M260 92V180M280 88V184M300 92V180" stroke="${C.silverDark}" stroke-width="3"/>
<rect x="270" y="232" width="20" height="30" rx="6" fill="${C.coral}"/>
</g>
<g fill="${C.lavDark}"><ellipse cx="140" cy="156" rx="20" ry="15" transform="rotate(-20 140 156)"/><rect x="154" y="70" width="8" height="86"/><path d="M154 70Q190 86 186 120Q180 98 162 94Z"/></g>
<g fill="${C.coralDark}" transform="translate(0 34)"><ellipse cx="380" cy="88" rx="15" ry="11" transform="rotate(-20 380 88)"/><ellipse cx="430" cy="72" rx="15" ry="11" transform="rotate(-20 430 72)"/>
<rect x="390" y="28" width="7" height="60"/><rect x="440" y="12" width="7" height="60"/><path d="M390 28L447 12V26L390 42Z"/></g>
${[
  [120, 250, C.mustard, 20],
  [170, 300, C.teal, -30],
  [110, 112, C.coral, 40],
  [380, 170, C.lavDark, -15],
  [210, 80, C.sage, 25],
  [400, 300, C.mustard, 60],
]
  .map(([x, y, fill, a]) => `<rect x="${x - 8}" y="${y - 4}" width="16" height="8" rx="2" fill="${fill}" transform="rotate(${a} ${x} ${y})"/>`)
  .join('')}`,
    ),

  // 바리스타: a cup of latte with a heart, steam and coffee beans.
  barista: () =>
    frame(
      { bg: '#F6E6D4', blob: '#EBCDAE', accent: C.brown, dot: C.sage },
      `${shadow(320, 328, 170)}
<path d="M268 134Q250 114 268 94T268 54M310 126Q292 106 310 86T310 46M352 134Q334 114 352 94T352 54" fill="none" stroke="${C.white}" stroke-width="11" stroke-linecap="round" opacity=".9"/>
<ellipse cx="310" cy="306" rx="150" ry="26" fill="${C.silverDark}"/>
<ellipse cx="310" cy="300" rx="150" ry="26" fill="${C.white}"/>
<path d="M402 200Q452 200 452 236Q452 272 396 272" fill="none" stroke="${C.coralDark}" stroke-width="18" stroke-linecap="round"/>
<path d="M210 170H410V226Q410 304 340 304H280Q210 304 210 226Z" fill="${C.coral}"/>
<path d="M224 190V226Q224 262 252 280" fill="none" stroke="${C.white}" stroke-width="8" stroke-linecap="round" opacity=".35"/>
<ellipse cx="310" cy="170" rx="100" ry="20" fill="${C.coralDark}"/>
<ellipse cx="310" cy="172" rx="88" ry="14" fill="${C.brown}"/>
<path transform="translate(310 172) scale(46 18)" fill="${C.cream}" d="M0 .45C-.3 .2-.55 0-.55-.22-.55-.45-.25-.55 0-.3.25-.55.55-.45.55-.22.55 0 .3.2 0 .45Z"/>
${[
  [500, 296, 30],
  [536, 268, -20],
  [128, 292, -40],
  [150, 252, 15],
]
  .map(
    ([x, y, a]) =>
      `<g transform="translate(${x} ${y}) rotate(${a})"><ellipse rx="20" ry="14" fill="${C.brownDark}"/><path d="M-16 2Q0-8 16 2" fill="none" stroke="${C.wood}" stroke-width="3.5" stroke-linecap="round"/></g>`,
  )
  .join('')}`,
    ),

  // 공인중개사: a house and a big key.
  'real-estate-agent': () =>
    frame(
      { bg: '#E3EFF5', blob: '#C9DFEB', accent: C.skyDark, dot: C.mustard },
      `<ellipse cx="320" cy="330" rx="210" ry="20" fill="${C.sage}"/>
<rect x="352" y="90" width="30" height="70" rx="4" fill="${C.coralDark}"/>
<rect x="196" y="176" width="216" height="154" fill="${C.cream}"/>
<rect x="196" y="176" width="216" height="14" fill="#EADFCC"/>
<path d="M176 184L304 82 432 184Z" fill="${C.coral}" stroke="${C.coral}" stroke-width="14" stroke-linejoin="round"/>
<rect x="280" y="238" width="52" height="92" rx="6" fill="${C.brown}"/>
<circle cx="321" cy="288" r="4.5" fill="${C.mustard}"/>
<rect x="218" y="212" width="46" height="46" rx="6" fill="${C.sky}"/>
<rect x="346" y="212" width="46" height="46" rx="6" fill="${C.sky}"/>
<path d="M241 212V258M218 235H264M369 212V258M346 235H392" stroke="${C.cream}" stroke-width="5"/>
<circle cx="304" cy="146" r="16" fill="${C.mustard}"/>
<g transform="translate(430 300) rotate(-36)">
<circle cx="0" cy="0" r="34" fill="none" stroke="${C.mustardDark}" stroke-width="20"/>
<circle cx="0" cy="0" r="34" fill="none" stroke="${C.mustard}" stroke-width="14"/>
<rect x="30" y="-9" width="124" height="18" rx="6" fill="${C.mustard}"/>
<rect x="118" y="6" width="14" height="26" rx="3" fill="${C.mustard}"/>
<rect x="140" y="6" width="14" height="20" rx="3" fill="${C.mustard}"/>
</g>`,
    ),

  // 산후관리사: a swaddled sleeping baby and a baby bottle.
  'postpartum-carer': () =>
    frame(
      { bg: '#EAF1FA', blob: '#D2E1F3', accent: C.skyDark, dot: C.pink },
      `${shadow(330, 334, 180)}
<path d="M160 240Q160 136 246 126Q332 136 332 240Q332 326 246 326Q160 326 160 240Z" fill="${C.pink}"/>
<path d="M176 196Q246 120 316 196Q320 244 246 252Q172 244 176 196Z" fill="${C.pinkDark}"/>
<circle cx="246" cy="196" r="52" fill="${C.skin}"/>
<path d="M194 190Q210 138 246 140Q282 138 298 190Q288 158 246 156Q204 158 194 190Z" fill="${C.pinkDark}"/>
<path d="M222 198Q229 206 236 198M256 198Q263 206 270 198" fill="none" stroke="${C.ink}" stroke-width="4" stroke-linecap="round"/>
<circle cx="218" cy="216" r="9" fill="${C.coral}" opacity=".45"/><circle cx="274" cy="216" r="9" fill="${C.coral}" opacity=".45"/>
<path d="M238 226Q246 232 254 226" fill="none" stroke="${C.skinDark}" stroke-width="4" stroke-linecap="round"/>
<path d="M190 270Q246 292 302 270" fill="none" stroke="${C.white}" stroke-width="6" stroke-linecap="round" opacity=".7"/>
<g transform="rotate(10 430 230)">
<path d="M410 98Q410 70 430 70Q450 70 450 98V110H410Z" fill="#F2C58A"/>
<rect x="396" y="106" width="68" height="30" rx="8" fill="${C.skyDark}"/>
<rect x="392" y="132" width="76" height="196" rx="24" fill="${C.white}" fill-opacity=".9"/>
<path d="M392 206H468V304Q468 328 444 328H416Q392 328 392 304Z" fill="#FFF3DA"/>
<rect x="444" y="160" width="16" height="5" rx="2.5" fill="${C.skyDark}"/>
<rect x="448" y="190" width="12" height="5" rx="2.5" fill="${C.skyDark}"/>
<rect x="444" y="220" width="16" height="5" rx="2.5" fill="${C.skyDark}"/>
<rect x="448" y="250" width="12" height="5" rx="2.5" fill="${C.skyDark}"/>
<rect x="444" y="280" width="16" height="5" rx="2.5" fill="${C.skyDark}"/>
<rect x="402" y="146" width="10" height="120" rx="5" fill="${C.sky}" opacity=".4"/>
</g>
<path d="M540 100A34 34 0 1 0 566 150A28 28 0 1 1 540 100Z" fill="${C.mustard}"/>
${heart(128, 140, 40, C.pinkDark)}`,
    ),
};

// ---------- render ----------

const slugs = JOBS.map((job) => job.imageSlug);
const missing = slugs.filter((slug) => !(slug in DRAWINGS));
const unused = Object.keys(DRAWINGS).filter((slug) => !slugs.includes(slug));
if (missing.length > 0 || unused.length > 0) {
  console.error(`✖ drawings and seed disagree. missing: ${missing.join(', ') || '-'}; unused: ${unused.join(', ') || '-'}`);
  process.exit(1);
}

mkdirSync(OUT_DIR, { recursive: true });
for (const job of JOBS) {
  const svg = DRAWINGS[job.imageSlug]();
  const target = new URL(`${job.imageSlug}.webp`, OUT_DIR);
  const info = await sharp(Buffer.from(svg)).webp({ quality: 70, effort: 6 }).toFile(target.pathname);
  console.log(`${job.imageSlug}.webp  ${info.width}×${info.height}  ${(info.size / 1024).toFixed(1)} KB  (${job.jobName})`);
}
