import { LOCALES, localizedPath } from '@tastetype/quiz-domain';
import { Fragment, lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { usePageLanguage } from '../i18n/use-page-language';
import { usePageViews } from './use-page-views';

// Declarative routes tree-shake the router to ~13 KB; the quiz, results and Apollo load on demand.
const QuizLayout = lazy(async () => ({ default: (await import('./routes/quiz-layout')).QuizLayout }));
const TestRoute = lazy(async () => ({ default: (await import('./routes/test')).TestRoute }));
const ResultsRoute = lazy(async () => ({ default: (await import('./routes/results')).ResultsRoute }));
// The quiz inside a publisher's page, and the publishers' guide to it.
const EmbedLayout = lazy(async () => ({ default: (await import('./routes/embed-layout')).EmbedLayout }));
const EmbedGuideRoute = lazy(async () => ({ default: (await import('./routes/embed-guide')).EmbedGuideRoute }));
// The analysts' dashboard and chart.js: never part of a visitor's download.
const InsightsRoute = lazy(async () => ({ default: (await import('./routes/insights')).InsightsRoute }));

/**
 * The analysts' pages in a language: one route for the three, whose page stays (with its sign-in) as they change.
 * The children only name the paths; the page shows the view its path names.
 */
export const insightsRoute = (at: (path: string) => string, element: ReactNode) => (
  <Route path={at(paths.insights.path)} element={element}>
    <Route path={paths.insightsKeys.childPath} element={null} />
    <Route path={paths.insightsWebhooks.childPath} element={null} />
  </Route>
);

export function AppRoutes() {
  usePageViews();
  usePageLanguage();
  return (
    <Routes>
      {/* Every page in every language: English at the spec's paths, the others under their prefix. */}
      {LOCALES.map((locale) => {
        const at = (path: string) => localizedPath(locale, path);
        return (
          <Fragment key={locale}>
            <Route path={at(paths.home.path)} element={<HomeRoute />} />
            <Route element={<QuizLayout />}>
              <Route path={at(paths.test.path)} element={<TestRoute />} />
              <Route path={at(paths.results.path)} element={<ResultsRoute />} />
              {/* A results link without its personality still gets the page's own 'Personality not found'. */}
              <Route path={at('/results')} element={<ResultsRoute />} />
            </Route>
            <Route path={at(paths.embedQuiz.path)} element={<EmbedLayout />}>
              <Route index element={<TestRoute />} />
              <Route path={paths.embedResults.childPath} element={<ResultsRoute />} />
              <Route path="results" element={<ResultsRoute />} />
            </Route>
            <Route path={at(paths.embedGuide.path)} element={<EmbedGuideRoute />} />
            {insightsRoute(at, <InsightsRoute />)}
          </Fragment>
        );
      })}
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
