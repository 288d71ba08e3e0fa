// Job pictures (hairdresser, skin care, nail and makeup artists, pet groomer): one SVG drawing per imageSlug, 640×400, no text.
import { C, sparkle, shadow, leaf, frame } from './shapes.mjs';

export const BEAUTY_DRAWINGS = {
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
};
