// The two inline scripts of every built page (docs/decisions/0016). The build sends each function as its own source
// text, called with HTML_KEYS and minified (`inlineScripts`, vite-pages.ts), so each must use nothing but its argument
// and the browser's globals. The server allows them by their hashes (server/plugins/security-headers.ts).
// The head script only sets state on <html>; global.css shows the member's or the visitor's first paint from it, and
// the fill function fills in what CSS cannot, at hooks the components mark with data-fill.
import { NARROW_SCREEN } from '../../features/search-kit/narrow-screen.ts';
import { STORAGE_KEYS } from '../../shared/session/session.ts';
import { DEFAULT_TEXT_SIZE, TEXT_SIZE_STORAGE_KEY, TEXT_SIZES } from '../../shared/text-size/text-size.ts';

export interface HtmlKeys {
  /** localStorage keys: the 글자 크기, the access token, the persisted userStore (its nickname) */
  textSize: string;
  accessToken: string;
  userStore: string;
  /** the root font size of each larger 글자 크기, as applyTextSize sets it */
  larger: Record<string, string>;
  /** the media query of a phone (the search filters start folded there) */
  narrow: string;
}

export const HTML_KEYS: HtmlKeys = {
  textSize: TEXT_SIZE_STORAGE_KEY,
  accessToken: STORAGE_KEYS.accessToken,
  userStore: STORAGE_KEYS.userStore,
  larger: Object.fromEntries(TEXT_SIZES.filter((o) => o.value !== DEFAULT_TEXT_SIZE).map((o) => [o.value, `${o.percent}%`])),
  narrow: NARROW_SCREEN,
};

/**
 * At the top of <head>, before anything paints: `<html data-text-size>` (and its font size, as applyTextSize sets it),
 * `data-session="member"|"visitor"` and `data-wide` on a screen wider than a phone. It also listens for the app's
 * entry script failing to load, so #boot-failed says so (the first paint is inert and would otherwise never answer).
 */
export function setHtmlState(keys: HtmlKeys): void {
  const html = document.documentElement;
  let member = false;
  try {
    const size = localStorage.getItem(keys.textSize);
    const percent = size && Object.hasOwn(keys.larger, size) ? keys.larger[size] : undefined;
    if (size && percent) {
      html.style.fontSize = percent;
      html.dataset.textSize = size;
    }
    member = Boolean(localStorage.getItem(keys.accessToken));
  } catch {
    // storage refused (private mode): the visitor's first paint at the normal size
  }
  html.dataset.session = member ? 'member' : 'visitor';
  if (!matchMedia(keys.narrow).matches) html.dataset.wide = '';
  document.addEventListener(
    'error',
    (event) => {
      const failed = document.getElementById('boot-failed');
      if (failed && event.target instanceof HTMLScriptElement) failed.hidden = false;
    },
    true,
  );
}

/**
 * Right after #root, before the app runs: what the build could not know, filled into the first paint at its data-fill
 * hooks: the member's nickname (its length decides how the top bar wraps), the chosen 글자 크기 option, and on a wide
 * screen the folds the app opens there ([data-unfold-wide] toggles and the parts they control).
 */
export function fillFirstPaint(keys: HtmlKeys): void {
  const html = document.documentElement;
  const each = (selector: string, fill: (element: HTMLElement) => void) =>
    document.querySelectorAll<HTMLElement>(`[data-first-paint] ${selector}`).forEach(fill);
  let nickname: unknown;
  try {
    const stored = JSON.parse(localStorage.getItem(keys.userStore) ?? 'null') as { state?: { nickname?: unknown }; nickname?: unknown } | null;
    nickname = (stored?.state ?? stored)?.nickname;
  } catch {
    // no readable userStore: the first paint keeps '회원'
  }
  if (typeof nickname === 'string' && nickname) each('[data-fill=nickname]', (e) => (e.textContent = nickname as string));
  const size = html.dataset.textSize;
  if (size) each(`[data-fill=text-size] input[value="${size}"]`, (e) => ((e as HTMLInputElement).checked = true));
  if (html.dataset.wide !== undefined) {
    each('[data-unfold-wide]', (toggle) => {
      toggle.setAttribute('aria-expanded', 'true');
      const folded = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      if (folded) folded.hidden = false;
    });
  }
}

/** The scripts as the built HTML holds them (before minifying): each function called with the keys. */
export function inlineScripts(keys: HtmlKeys = HTML_KEYS): { head: string; fill: string } {
  const call = (fn: (keys: HtmlKeys) => void) => `(${fn.toString()})(${JSON.stringify(keys)});`;
  return { head: call(setHtmlState), fill: call(fillFirstPaint) };
}
