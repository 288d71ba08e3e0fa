// Job pictures (caregiver, nursing assistant, childcare teacher, social worker, counsellors): one SVG drawing per imageSlug, 640×400, no text.
import { C, heart, sparkle, plus, shadow, leaf, frame, person } from './shapes.mjs';

export const CARE_DRAWINGS = {
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
};
