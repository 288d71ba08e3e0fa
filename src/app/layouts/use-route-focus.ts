import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

// module state, because moving between /login and / swaps the whole layout (and any ref with it)
let shownPath: string | null = null;

/**
 * After moving to another page, focus goes to that page's heading: a screen reader announces the new page and the
 * next Tab starts in its content. Not on the first load, and not when the page already put focus inside itself
 * (a field it focuses, a tab link that stays).
 */
export function useRouteFocus() {
  const { pathname } = useLocation();
  useEffect(() => {
    const previous = shownPath;
    shownPath = pathname;
    if (previous === null || previous === pathname) return;
    const main = document.getElementById('main');
    if (!main || main.contains(document.activeElement)) return;
    const target = main.querySelector<HTMLElement>('h1') ?? main;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  }, [pathname]);
}
