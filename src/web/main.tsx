import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyStoredPreferences } from './lib/preferences.ts';
import { readStoredColorMode, resolveColorMode, setDocumentColorMode } from './lib/theme/color-mode.ts';

// Before the first render, so a dark-mode user never sees a light flash (no inline script: the CSP forbids it).
setDocumentColorMode(resolveColorMode(readStoredColorMode()));
applyStoredPreferences();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
