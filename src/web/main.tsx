/** Entry of the web app (index.html loads it). */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE } from '../shared/i18n/index.ts';
import { App } from './app/app.tsx';
import { startOfflineMachinery } from './app/boot.ts';
import { preloadPageAt } from './app/pages.tsx';
import { createQueryClient } from './app/query-client.ts';
// Registers the Lithuanian core texts as it loads (catalogs.ts).
import { loadLanguage } from './i18n/catalogs.ts';
import { languageFromCookie } from './i18n/language.ts';
import { syncQueryOnlineState } from './platform/offline/connection.ts';
import { offlineIdentity } from './platform/session/offline-identity.ts';
import { userInfoQuery } from './platform/session/use-session.ts';
import './styles/base.css';
import './styles/components.css';
import './styles/layout.css';

// Marks for the benchmarks (bench/offline-reopen.ts --trace): the entry runs, the first page is ready.
performance.mark('app:entry');
const language = languageFromCookie();
// Set before the first paint so assistive technology reads the page in the right language.
document.documentElement.lang = language;
// TanStack Query assumes "online" at start; tell it the truth before the first query.
syncQueryOnlineState();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Where the HTML already painted the page's header (ADR 0043: a visitor not logged in on the four
// written pages), the first render is a transition: React renders it in slices of a few
// milliseconds, yielding to the browser between them, and only the commit is one task (issue 16
// target 1: at 4× CPU the first render was a task of 300–600 ms, all of it total blocking time
// after the written paint). Elsewhere the first render is the first paint, and renders at once as
// before: a transition restarted by the data arriving meanwhile made the felling form's paint and
// its offline reopening later (ADR 0043's amendment).
const painted = container.firstElementChild !== null;
const render = () => {
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (painted) startTransition(() => root.render(app));
  else root.render(app);
};
// The first render waits for the first page's code (and texts), fetched at once instead of after
// the shell's first render, for the session (which decides the layout and the home page; the shell
// showed a loading indicator while it was asked) and for the data the page shows at once (FIRST_DATA
// in pages.tsx): the page then appears whole, with no loading indicator in between and nothing
// moving once painted. Another language than the default waits for its texts too (one small file,
// precached). Never longer than FIRST_PAGE_WAIT_MS: a slow chunk then shows the loading indicator.
const FIRST_PAGE_WAIT_MS = 3000;
const queryClient = createQueryClient();
const session = queryClient.prefetchQuery(userInfoQuery);
const loggedIn = session.then(() => Boolean(queryClient.getQueryData(userInfoQuery.queryKey)));
const ready = [
  preloadPageAt(window.location.pathname, offlineIdentity() !== null, loggedIn, queryClient, language),
  session,
];
if (language !== DEFAULT_LANGUAGE) ready.push(loadLanguage(language));
const waitAtMost = new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS));
void Promise.race([Promise.allSettled(ready), waitAtMost]).then(() => {
  performance.mark('app:ready');
  render();
  // After the page's own work, when the browser is idle: the offline shell (architecture §5,
  // production builds only) and the catch reports' outbox (boot.ts). Started after the first
  // render, not with the entry: on a page slower than its `load` event (the purchase, the map,
  // the felling form) the worker's registration asked for workbox-window before the page's first
  // paint, a request more on Lighthouse's path to it.
  startOfflineMachinery();
});
