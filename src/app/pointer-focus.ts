// After a click or a tap, the app moves focus itself now and then: to the new page's heading (use-route-focus.ts), to
// the next question, to a card in the place of a removed one. The browser may show its focus ring there, as if the
// keyboard had moved it: a ring no mouse or finger user asked for (issue 25.12). html[data-pointer] says the last input
// was a pointer; global.css then leaves the ring off. The next key press brings it back.
export function trackPointerInput(root: HTMLElement = document.documentElement) {
  window.addEventListener('pointerdown', () => root.setAttribute('data-pointer', ''), { capture: true, passive: true });
  window.addEventListener('keydown', () => root.removeAttribute('data-pointer'), { capture: true, passive: true });
}
