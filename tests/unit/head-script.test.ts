// The built pages' two inline scripts (src/app/head/head-script.ts): the head script sets <html data-*> from the
// browser's storage and width, the fill function fills the first paint's data-fill hooks; both as the functions and as
// the minified text the build puts in every page (vite-pages.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillFirstPaint, HTML_KEYS, inlineScripts, setHtmlState } from '../../src/app/head/head-script.ts';
import { minifyInline } from '../../vite-pages.ts';

const html = document.documentElement;

/** A phone (the narrow query matches) or a wider screen. */
function screenIs(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === HTML_KEYS.narrow && narrow, media: query }));
}

/** A built page's first paint as a member sees it: the top bar's nickname and 글자 크기, a folded search filter. */
function firstPaint() {
  document.body.innerHTML = `
    <p id="boot-failed" hidden>새길을 불러오지 못했어요.</p>
    <div data-first-paint="member" inert>
      <span class="top-bar__nickname" data-fill="nickname">회원</span>
      <fieldset data-fill="text-size">
        <input type="radio" name="m-size" value="normal" checked><input type="radio" name="m-size" value="large"><input type="radio" name="m-size" value="x-large">
      </fieldset>
      <fieldset><input type="radio" name="m-other" value="x-large"></fieldset>
      <button data-unfold-wide aria-expanded="false" aria-controls="m-filters">검색 조건</button>
      <div id="m-filters" hidden>직업</div>
    </div>`;
}

const nickname = () => document.querySelector('[data-fill=nickname]')?.textContent;
const checked = () => document.querySelector<HTMLInputElement>('[data-fill=text-size] input:checked')?.value;
const otherChecked = () => document.querySelector<HTMLInputElement>('input[name=m-other]')?.checked;
const unfolded = () => [document.querySelector('[data-unfold-wide]')?.getAttribute('aria-expanded'), document.getElementById('m-filters')?.hidden];

beforeEach(() => {
  html.removeAttribute('style');
  for (const key of Object.keys(html.dataset)) delete html.dataset[key];
  screenIs(true);
  firstPaint();
});
afterEach(() => vi.unstubAllGlobals());

describe('the head script', () => {
  it('marks a visitor at the normal size on a phone, and sets no font size', () => {
    setHtmlState(HTML_KEYS);
    expect({ ...html.dataset }).toEqual({ session: 'visitor' });
    expect(html.style.fontSize).toBe('');
  });

  it('marks a member, their larger 글자 크기 as applyTextSize sets it, and a wide screen', () => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('textSize', 'x-large');
    screenIs(false);
    setHtmlState(HTML_KEYS);
    expect({ ...html.dataset }).toEqual({ session: 'member', textSize: 'x-large', wide: '' });
    expect(html.style.fontSize).toBe('150%');
  });

  it('ignores a stored size it does not know', () => {
    for (const size of ['huge', 'constructor', 'normal']) {
      localStorage.setItem('textSize', size);
      setHtmlState(HTML_KEYS);
      expect(html.dataset.textSize, size).toBeUndefined();
      expect(html.style.fontSize, size).toBe('');
    }
  });

  it('shows #boot-failed when a script fails to load, not when an image does', () => {
    setHtmlState(HTML_KEYS);
    const failed = document.getElementById('boot-failed');
    const image = document.body.appendChild(document.createElement('img'));
    image.dispatchEvent(new Event('error'));
    expect(failed?.hidden).toBe(true);
    const entry = document.head.appendChild(document.createElement('script'));
    entry.dispatchEvent(new Event('error'));
    expect(failed?.hidden).toBe(false);
    entry.remove();
  });
});

describe('the fill of the first paint', () => {
  it('fills in the member’s nickname and 글자 크기 and, on a wide screen, opens the folds', () => {
    localStorage.setItem('userStore', JSON.stringify({ state: { nickname: '김새길', regionName: '', userImage: '' }, version: 0 }));
    html.dataset.textSize = 'x-large';
    html.dataset.wide = '';
    fillFirstPaint(HTML_KEYS);
    expect(nickname()).toBe('김새길');
    expect(checked()).toBe('x-large');
    expect(otherChecked()).toBe(false); // only the 글자 크기 group's radio
    expect(unfolded()).toEqual(['true', false]);
  });

  it('leaves the first paint as built without a nickname, a size or a wide screen', () => {
    localStorage.setItem('userStore', '{not json');
    fillFirstPaint(HTML_KEYS);
    expect([nickname(), checked(), ...unfolded()]).toEqual(['회원', 'normal', 'false', true]);
    localStorage.setItem('userStore', JSON.stringify({ nickname: '' }));
    fillFirstPaint(HTML_KEYS);
    expect(nickname()).toBe('회원');
  });

  it('reads a plain userStore too (the shape before zustand’s)', () => {
    localStorage.setItem('userStore', JSON.stringify({ nickname: '이새길' }));
    fillFirstPaint(HTML_KEYS);
    expect(nickname()).toBe('이새길');
  });
});

describe('the scripts as the built pages hold them', () => {
  const run = (code: string) => new Function(minifyInline(code))() as void;

  it('are minified and use nothing but their keys and the browser', () => {
    const { head, fill } = inlineScripts();
    for (const code of [head, fill]) {
      const minified = minifyInline(code);
      expect(minified.length).toBeLessThan(code.length);
      expect(minified).not.toMatch(/\n/);
    }
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('textSize', 'large');
    localStorage.setItem('userStore', JSON.stringify({ state: { nickname: '박새길' } }));
    screenIs(false);
    run(head);
    expect({ ...html.dataset }).toEqual({ session: 'member', textSize: 'large', wide: '' });
    expect(html.style.fontSize).toBe('131.25%');
    run(fill);
    expect([nickname(), checked(), ...unfolded()]).toEqual(['박새길', 'large', 'true', false]);
  });
});
