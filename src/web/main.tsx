import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readBootData, seedBootData } from './app/boot-data.ts';
import { startRouteQueries } from './app/route-loaders.ts';
import { applyStoredPreferences } from './lib/preferences.ts';
import { queryClient } from './lib/query-client.ts';
import { readStoredColorMode, resolveColorMode, setDocumentColorMode } from './lib/theme/color-mode.ts';

// Before the first render, so a dark-mode user never sees a light flash (no inline script: the CSP forbids it).
setDocumentColorMode(resolveColorMode(readStoredColorMode()));
applyStoredPreferences();

// Data at first paint (ADR 016): the session, config and theme came with the page; the screen's own queries
// start now, while React renders and the screen's chunk (preloaded by the page) is evaluated. Back and forward
// start theirs before the router re-renders (links do so in the router's location hook).
seedBootData(queryClient, readBootData());
startRouteQueries(queryClient, window.location.href);
window.addEventListener('popstate', () => startRouteQueries(queryClient, window.location.href));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
