/** Entry of the web app (index.html loads it). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { languageFromCookie } from './i18n/language.ts';
import './styles/base.css';
import './styles/components.css';
import './styles/layout.css';

// Set before the first paint so assistive technology reads the page in the right language.
document.documentElement.lang = languageFromCookie();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
