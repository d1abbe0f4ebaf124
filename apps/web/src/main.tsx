import { StrictMode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { splitLocalePath } from '@tastetype/quiz-domain';
import { AppRoutes } from './app/app-routes';
import { activateLocale } from './i18n/activate-locale';
import { siteMessages } from './i18n/site-messages';
import { keepLocalResultsSynced } from './lib/result-saving/keep-local-results-synced';
import { reportWebVitalsOnIdle } from './lib/web-vitals/report-web-vitals';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const { locale } = splitLocalePath(window.location.pathname);
const app = (
  <StrictMode>
    <BrowserRouter>
      <Suspense>
        <AppRoutes />
      </Suspense>
    </BrowserRouter>
  </StrictMode>
);
// The pages visitors land on come rendered already (src/prerender): those are hydrated, the others rendered here.
const render = () => (root.hasChildNodes() ? hydrateRoot(root, app) : createRoot(root).render(app));

// The server preloads a language's messages with its page; should they fail to come, the page still works in English.
// A promise, not a top-level await, which would split every module the routes share into chunks of their own.
void siteMessages
  .load(locale)
  .then(
    () => activateLocale(locale),
    () => activateLocale('en'),
  )
  .then(render)
  // Measured from the first render on, downloaded after it: web-vitals reads the buffered entries it missed.
  .then(() => reportWebVitalsOnIdle());

keepLocalResultsSynced();
