// Job pictures (recreation instructor, barista, real estate agent, postpartum carer): one SVG drawing per imageSlug, 640×400, no text.
import { C, heart, shadow, frame } from './shapes.mjs';

export const MORE_DRAWINGS = {
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
