import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HomeRoute } from '../app/routes/home';
import { NotFoundRoute } from '../app/routes/not-found';
import { ResultsRoute } from '../app/routes/results';
import { TestRoute } from '../app/routes/test';
import { Toaster } from '../components/ui/toaster';
import { distributionMock } from './mocks';

/** Shows where the app navigated to, so tests can assert on it like a user reads the address bar. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The app's routes (without lazy loading) at `path`, with Apollo answering from `mocks`. */
export function renderApp(path: string, mocks: MockedResponse[] = [], options: { fakeTimers?: boolean } = {}) {
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const view = render(
    // Too few results to show a distribution, unless a test says otherwise.
    <MockedProvider mocks={[...mocks, distributionMock([])]}>
      {/* MockedProvider takes a single child. */}
      <>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<HomeRoute />} />
            <Route path="/test" element={<TestRoute />} />
            <Route path="/results/:personality" element={<ResultsRoute />} />
            <Route path="/results" element={<ResultsRoute />} />
            <Route path="*" element={<NotFoundRoute />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </>
    </MockedProvider>,
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
