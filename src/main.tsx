import './shared/http/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/styles/global.css';
import { App } from './app/App.tsx';
import { loadWebFont } from './shared/fonts/web-font.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
loadWebFont();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
