import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { splitLocalePath } from '@tastetype/quiz-domain';
import { AppRoutes } from './app/app-routes';
import { activateLocale } from './i18n/activate-locale';
import { siteMessages } from './i18n/site-messages';
import { keepLocalResultsSynced } from './lib/keep-local-results-synced';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const { locale } = splitLocalePath(window.location.pathname);
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Suspense>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </StrictMode>,
  );

// The server preloads a language's messages with its page; should they fail to come, the page still works in English.
// A promise, not a top-level await, which would split every module the routes share into chunks of their own.
void siteMessages
  .load(locale)
  .then(
    () => activateLocale(locale),
    () => activateLocale('en'),
  )
  .then(render);

keepLocalResultsSynced();
