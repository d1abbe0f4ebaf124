import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
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

export function AppRoutes() {
  usePageViews();
  return (
    <Routes>
      <Route path={paths.home.path} element={<HomeRoute />} />
      <Route element={<QuizLayout />}>
        <Route path={paths.test.path} element={<TestRoute />} />
        <Route path={paths.results.path} element={<ResultsRoute />} />
        {/* A results link without its personality still gets the page's own 'Personality not found'. */}
        <Route path="/results" element={<ResultsRoute />} />
      </Route>
      <Route path={paths.embedQuiz.path} element={<EmbedLayout />}>
        <Route index element={<TestRoute />} />
        <Route path={paths.embedResults.childPath} element={<ResultsRoute />} />
        <Route path="results" element={<ResultsRoute />} />
      </Route>
      <Route path={paths.embedGuide.path} element={<EmbedGuideRoute />} />
      <Route path={paths.insights.path} element={<InsightsRoute />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
