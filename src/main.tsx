import './shared/http/zod-jitless.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/styles/global.css';
import { App } from './app/App.tsx';
import { createRouter, routerReady } from './app/router.tsx';
import { applyTextSize, readTextSize } from './shared/text-size/text-size.ts';

// the built HTML's head script has done this before the first paint (first-paint.ts); the dev server's HTML has none
applyTextSize(readTextSize());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const router = createRouter();
// The built page's first paint of this screen stays until the screen's code has arrived, so the app's first render
// is the screen itself, never a loading line in between; rendered as a transition, in slices a phone can interleave
// with input (docs/decisions/0011).
void routerReady(router).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  ),
);
