import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALES, localizedPath } from '@tastetype/quiz-domain';
import { Fragment } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HomeRoute } from '../app/routes/home';
import { NotFoundRoute } from '../app/routes/not-found';
import { ResultsRoute } from '../app/routes/results';
import { TestRoute } from '../app/routes/test';
import { Toaster } from '../components/ui/toaster';
import { usePageLanguage } from '../i18n/use-page-language';
import { distributionMock } from './mocks';
import { MockedGraphql } from './mocked-graphql';

/** Shows where the app navigated to, so tests can assert on it like a user reads the address bar. */
function LocationProbe() {
  usePageLanguage();
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The app's routes (without lazy loading) in every language at `path`, with Apollo answering from `mocks`. */
export function renderApp(path: string, mocks: MockedResponse[] = [], options: { fakeTimers?: boolean } = {}) {
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const view = render(
    // Too few results to show a distribution, unless a test says otherwise.
    <MockedGraphql mocks={[...mocks, distributionMock([])]}>
      <>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {LOCALES.map((locale) => (
              <Fragment key={locale}>
                <Route path={localizedPath(locale, '/')} element={<HomeRoute />} />
                <Route path={localizedPath(locale, '/test')} element={<TestRoute />} />
                <Route path={localizedPath(locale, '/results/:personality')} element={<ResultsRoute />} />
                <Route path={localizedPath(locale, '/results')} element={<ResultsRoute />} />
              </Fragment>
            ))}
            <Route path="*" element={<NotFoundRoute />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </>
    </MockedGraphql>,
  );
  return { user, ...view };
}

/** A toast as the visitor reads it: title and description on screen (sonner animates it in). */
export async function expectToast(title: string, description: string) {
  await waitFor(async () => {
    expect(screen.getByText(title)).toBeVisible();
    expect(screen.getByText(description)).toBeVisible();
  });
}

/** Where the app is now; navigations are transitions, so wait for them to land. */
export async function expectLocation(expected: string | RegExp) {
  await waitFor(async () => expect(screen.getByTestId('location')).toHaveTextContent(expected));
}
