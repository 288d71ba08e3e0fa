// The checks of the every-route phone suite, each run in the page: sideways scroll, Korean words, dates and numbers
// broken inside, where the screen's title starts, and controls covered by the floating 할 일 추가 button or by a toast.
// Controls are found by role-bearing tags, overlays by their accessible names (the launcher's text, a toast's 알림 닫기
// button), never by CSS classes.
import type { Page } from '../support/test.ts';

/** The page is wider than the screen by this many px (0 or less: no sideways scroll). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Short Korean words (up to 8 syllables, which always fit a 360 px line) that the browser split over two lines, e.g.
 * 간호조무/사, and runs of digits and punctuation read as one thing: dates and times (2026-11-/28, 09:/00), numbers
 * (1,/500) and words joined by a middle dot (전체 시·군/·구), up to 20 characters. Long runs may be broken to fit
 * (overflow-wrap), short ones never.
 */
export const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[aria-hidden="true"], script, style')) continue;
      if (!parent.checkVisibility() || parent.getBoundingClientRect().width <= 1) continue; // visually hidden text
      const text = node.textContent ?? '';
      // joined runs first, so 시·군·구 is one run and not three words
      const runs = /[0-9가-힣]+(?:[-.:/·][0-9가-힣]+)+|[0-9]{1,3}(?:,[0-9]{3})+|[가-힣]{2,8}|[0-9]{2,}/g;
      for (const match of text.matchAll(runs)) {
        if (match[0].length > 20) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });

/**
 * Controls that something else covers. `by: 'launcher'`: at every scroll position from the top to the bottom of the
 * page (one screenful at a time), a control whose centre is on screen must be what elementFromPoint finds there (the
 * control, a descendant or its label), not the floating 할 일 추가 button. `by: 'toast'`: while a toast shows, every
 * control scrolled into view the way focus or a finger brings it (scrollIntoView 'nearest', which keeps the page's
 * scroll padding) must have its centre clear of the toasts. Throws when `by: 'toast'` finds no toast.
 */
export const coveredControls = (page: Page, by: 'launcher' | 'toast') =>
  page.evaluate((by) => {
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')];
    const launcher = [...document.querySelectorAll('button[aria-expanded]')].filter((b) => b.textContent?.includes('할 일 추가'));
    const toasts = [...document.querySelectorAll('button[aria-label="알림 닫기"]')].map((b) => b.parentElement!);
    if (by === 'toast' && toasts.length === 0) throw new Error('no toast is showing');
    const overlays: Element[] = by === 'toast' ? toasts : launcher;
    const name = (c: HTMLElement) =>
      `${c.tagName.toLowerCase()} "${(c.getAttribute('aria-label') || c.textContent || '').trim().slice(0, 30)}"`;
    const owns = (control: HTMLElement, hit: Element | null) =>
      !!hit && (control.contains(hit) || [...((control as HTMLInputElement).labels ?? [])].some((l) => l.contains(hit)));
    const measurable = (c: HTMLElement) => {
      if (overlays.some((o) => o.contains(c)) || !c.checkVisibility()) return false;
      const box = c.getBoundingClientRect();
      // a visually hidden one (the skip link until it has focus) is tiny or placed outside the page: not on screen
      return box.width > 1 && box.height > 1 && box.bottom + window.scrollY > 0 && box.right + window.scrollX > 0;
    };
    const coveredAt = (c: HTMLElement) => {
      const box = c.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (y < 0 || y > window.innerHeight - 1 || x < 0 || x > window.innerWidth - 1) return 'off screen';
      const hit = document.elementFromPoint(x, y);
      if (!hit) return 'off screen'; // (a point on the window's very edge)
      if (owns(c, hit)) return null;
      return overlays.some((o) => o.contains(hit)) ? 'covered' : `under ${name(hit as HTMLElement)}`;
    };
    const covered = new Set<string>();
    if (by === 'toast') {
      for (const control of controls.filter(measurable)) {
        control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const verdict = coveredAt(control);
        if (verdict) covered.add(`${name(control)} ${verdict}`);
      }
    } else {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const step = Math.max(100, window.innerHeight - 40);
      for (let y = 0; ; y = Math.min(max, y + step)) {
        window.scrollTo(0, y);
        for (const control of controls.filter(measurable))
          if (coveredAt(control) !== null && coveredAt(control) !== 'off screen') covered.add(`${name(control)} ${coveredAt(control)}`);
        if (y >= max) break;
      }
    }
    window.scrollTo(0, 0);
    return [...covered];
  }, by);

/**
 * Shows the toast the login guard gives (its text, 로그인하기 and ×: the largest kind) on the page as it is, through
 * navigation state the way the app passes it, keeping the page's own state.
 */
export const showGuardToast = (page: Page) =>
  page.evaluate(() => {
    const current = (window.history.state ?? {}) as { usr?: object; idx?: number };
    const usr = { ...(current.usr ?? {}), toast: '로그인 후 이용 가능한 기능입니다.', loginFrom: '/mytodo/list' };
    window.history.pushState({ usr, key: 'e2e-toast', idx: (current.idx ?? 0) + 1 }, '', window.location.href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });

/** How far down the screen the page's title (main's first h1) starts, in px, with the page scrolled to the top. */
export const titleTop = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo(0, 0);
    const title = [...document.querySelectorAll('main h1')].find((h) => h.checkVisibility());
    return title ? Math.round(title.getBoundingClientRect().top) : null;
  });
