/** Entry of the web app (index.html loads it). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { syncQueryOnlineState } from './features/offline/connection.ts';
import { registerServiceWorker } from './features/offline/service-worker.ts';
import { languageFromCookie } from './i18n/language.ts';
import './styles/base.css';
import './styles/components.css';
import './styles/layout.css';

// Set before the first paint so assistive technology reads the page in the right language.
document.documentElement.lang = languageFromCookie();
// TanStack Query assumes "online" at start; tell it the truth before the first query.
syncQueryOnlineState();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// After the page's own work: the offline shell (architecture §5, production builds only), and the
// catch reports' outbox, which sends whatever waits on this device on every start.
const afterLoad = () => {
  void registerServiceWorker();
  void import('./lib/outbox/outbox.ts').then((outbox) => outbox.startOutbox());
};
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
