import './shared/http/zod-jitless.ts';
import { startTransition, StrictMode } from 'react';
import './shared/styles/global.css';
import { App } from './app/App.tsx';
import { trackPointerInput } from './app/pointer-focus.ts';
import { createQueryClient } from './app/query-client.ts';
import { createRouter, routerReady } from './app/router.tsx';
import { applyTextSize, readTextSize } from './shared/text-size/text-size.ts';

// the built HTML's head script has done this before the first paint (head/head-script.ts); the dev server's HTML has none
applyTextSize(readTextSize());
trackPointerInput();
// The last-resort Korean face's rarer slices (decision 0009; the frequent ones are in global.css): 69 @font-face rules
// (5 KB brotli) in a stylesheet of their own, asked for only by a device that had to use the frequent slices (it has
// no Korean font of its own): a phone with one never downloads them (bench:web: css 5.3 -> 0 KB per route).
void document.fonts.ready.then(() => {
  const needed = [...document.fonts].some((face) => face.family.includes('Saegil Korean Safety Net') && face.status !== 'unloaded');
  if (needed) void import('./shared/fonts/korean-safety-net-rare.css');
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The router starts in a task of its own (its first navigation asks for the screen's code): the entry's evaluation and
// the router's start were one long task on a slow phone. A message, not a timer: timers wait a second in a background tab.
const nextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(null);
  });

// The built page's first paint of this screen stays until the screen's code has arrived, so the app's first render
// is the screen itself, never a loading line in between; rendered as a transition, in slices a phone can interleave
// with input (docs/decisions/0011). React's renderer (react-dom/client, over half the first load's code) is a module of
// its own, preloaded by the page and evaluated in a task of its own while the router fetches the screen: evaluated with
// the entry they were one task of about 150 ms on a slow phone.
void nextTask().then(async () => {
  const queryClient = createQueryClient();
  const router = createRouter(queryClient);
  const [{ createRoot }] = await Promise.all([import('react-dom/client'), routerReady(router)]);
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
});
