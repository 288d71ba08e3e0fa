import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './shared/styles/global.css';
import { App } from './app/App.tsx';
import { reloadOnceForNewVersion } from './shared/routing/stale-chunk.ts';

// Vite's preload of a lazy screen's chunks failed (a deploy replaced them): load the new version once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForNewVersion()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
