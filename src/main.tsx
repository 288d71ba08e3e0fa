import './shared/http/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/styles/global.css';
import { App } from './app/App.tsx';
import { addKoreanSafetyNet } from './shared/fonts/korean-safety-net.ts';

addKoreanSafetyNet();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
