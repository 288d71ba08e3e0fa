// Text is set in the device's own Korean font (docs/decisions/0009). A device without one (a Linux desktop, some kiosk
// or TV browsers) would show empty boxes instead of Hangul, so Pretendard is the last family in global.css's list, for
// Hangul only: a browser fetches it only when no font before it has the glyph. Phones, Windows and Macs never fetch it.
import fontUrl from 'pretendard/dist/web/variable/woff2/PretendardVariable.woff2?url';

export const SAFETY_NET_FAMILY = 'Saegil Korean Safety Net';
// Hangul, and the CJK punctuation, enclosed letters and full-width forms Korean text uses (「」, ㈜, ＋)
const KOREAN_RANGES = 'U+1100-11FF, U+3000-303F, U+3130-318F, U+3200-32FF, U+A960-A97F, U+AC00-D7A3, U+D7B0-D7FF, U+FF00-FFEF';

export function addKoreanSafetyNet() {
  if (typeof FontFace === 'undefined' || !document.fonts) return;
  const face = new FontFace(SAFETY_NET_FAMILY, `url(${fontUrl}) format('woff2')`, {
    weight: '45 920',
    unicodeRange: KOREAN_RANGES,
    display: 'swap',
  });
  document.fonts.add(face); // added, not loaded: the browser loads it the first time it needs one of its glyphs
}
