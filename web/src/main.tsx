// first: before any schema parses (zod's eval probe runs once, on the first object parse)
import './lib/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n/i18n';
import { App } from './app/App';
import { startServiceWorker } from './app/pwa/serviceWorker';
import { deploymentReady } from './lib/deployment/deployment';

// the page's association first: a first visit on an association's domain reads the host map before anything is drawn
void Promise.all([i18nReady, deploymentReady]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// the installable app's service worker: production builds only, never the dev server's modules
if (import.meta.env.PROD) startServiceWorker();
