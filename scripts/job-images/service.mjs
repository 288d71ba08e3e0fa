// Job pictures (meal helper, office assistant, accounting clerk, veterinary technician, wedding helper): one SVG drawing per imageSlug, 640×400, no text.
import { C, heart, plus, shadow, leaf, frame } from './shapes.mjs';

export const SERVICE_DRAWINGS = {
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
};
