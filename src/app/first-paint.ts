// What the built HTML needs to paint a screen right before the app runs (docs/decisions/0011). Used by the build
// (vite-first-load.ts, vite-prerender.ts), never by the running app; the server allows the two inline scripts by
// their hashes (server/plugins/security-headers.ts), read from the built index.html.
import { NARROW_SCREEN } from '../shared/search/narrow-screen.ts';
import { STORAGE_KEYS } from '../shared/session/session.ts';
import { DEFAULT_TEXT_SIZE, TEXT_SIZE_STORAGE_KEY, TEXT_SIZES } from '../shared/text-size/text-size.ts';

const larger = Object.fromEntries(TEXT_SIZES.filter((o) => o.value !== DEFAULT_TEXT_SIZE).map((o) => [o.value, `${o.percent}%`]));

/**
 * At the top of <head>, before anything paints: the member's 글자 크기 (as applyTextSize sets it) and whether a member
 * is logged in (html[data-session=member]), so the first paint has the right size and shape.
 */
export const HEAD_SCRIPT =
  `(function(){try{var d=document.documentElement,s=localStorage.getItem(${JSON.stringify(TEXT_SIZE_STORAGE_KEY)}),` +
  `p=${JSON.stringify(larger)}[s];if(p){d.style.fontSize=p;d.dataset.textSize=s}` +
  `if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)}))d.dataset.session='member'}catch(e){}})();`;

/**
 * Right after #root: what the build could not know, filled into the first paint (the member's nickname, whose length
 * decides how the top bar wraps, the chosen 글자 크기 option, and on a wide screen the folds the app opens there:
 * [data-unfold-wide] toggles); then the app's entry, preloaded in <head>, is run.
 * If it cannot load, #boot-failed says so (the first paint is inert and would otherwise never answer).
 */
export const rootScript = (entry: string) =>
  `(function(){try{var s=document.documentElement.dataset.textSize,u=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.userStore)})),` +
  `n=u&&(u.state||u).nickname,q=function(c,f){document.querySelectorAll('[data-first-paint] '+c).forEach(f)};` +
  `if(s)q('input[value="'+s+'"]',function(e){e.checked=true});` +
  `if(typeof n=='string'&&n)q('.top-bar__nickname',function(e){e.textContent=n});` +
  `if(!matchMedia(${JSON.stringify(NARROW_SCREEN)}).matches)q('[data-unfold-wide]',function(e){e.setAttribute('aria-expanded','true');` +
  `document.getElementById(e.getAttribute('aria-controls')).hidden=false})}catch(e){}` +
  `import(${JSON.stringify(entry)}).catch(function(){document.getElementById('boot-failed').hidden=false})})();`;

/** A built page holds the screen twice, as a visitor and as a member sees it; HEAD_SCRIPT decides which shows. */
export const FIRST_PAINT_CSS =
  'html[data-session=member] [data-first-paint=visitor],html:not([data-session=member]) [data-first-paint=member]{display:none}';
