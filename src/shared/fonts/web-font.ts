// The web font (Pretendard, subset to the characters the screens show: `npm run fonts`) is never on the path to the
// first paint: text paints at once in the metric-matched local fallback (fallback-faces.css), the font is fetched
// once the page has loaded and swaps in without moving anything. A visit after that finds it in the cache and adds
// it before the first paint, so returning members see Pretendard from the start.
import fontUrl from './pretendard-subset.woff2?url';

/** The family name global.css lists first. */
export const WEB_FONT_FAMILY = 'Pretendard Web';
const CACHED_KEY = 'saegil:web-font';

function remembered(): boolean {
  try {
    return localStorage.getItem(CACHED_KEY) === fontUrl;
  } catch {
    return false;
  }
}

function remember() {
  try {
    localStorage.setItem(CACHED_KEY, fontUrl);
  } catch {
    /* private mode: the next visit loads it after the first paint again */
  }
}

function addFont() {
  const face = new FontFace(WEB_FONT_FAMILY, `url(${fontUrl}) format('woff2')`, { weight: '400 800', display: 'swap' });
  document.fonts.add(face);
  face.load().then(remember, () => {
    /* offline or blocked: the fallback stays, which is already laid out like the font */
  });
}

export function loadWebFont() {
  if (typeof FontFace === 'undefined' || !document.fonts) return;
  if (remembered()) return addFont();
  const afterFirstPaint = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(addFont, { timeout: 2000 });
    else setTimeout(addFont, 200); // Safari
  };
  if (document.readyState === 'complete') afterFirstPaint();
  else window.addEventListener('load', afterFirstPaint, { once: true });
}
