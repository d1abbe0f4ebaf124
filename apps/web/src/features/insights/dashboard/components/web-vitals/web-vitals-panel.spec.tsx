import { screen, within } from '@testing-library/react';
import { eventsMock, resultsMock, utcDay } from '../../../../../testing/insights/figures-mocks';
import { STORAGE_KEY, rowsOf } from '../../../../../testing/insights/read-insights';
import { renderInsights } from '../../../../../testing/insights/render-insights';
import { webVitalsMock, webVitalsRow } from '../../../../../testing/insights/web-vitals-mocks';
import { activateLocale } from '../../../../../i18n/activate-locale';
import { anyAcquisitionMock } from '../../api/acquisition-mocks';

const ROWS = [
  webVitalsRow('/', 'LCP', 2500, 120),
  webVitalsRow('/', 'INP', 200, 80),
  webVitalsRow('/', 'CLS', 0.1, 121),
  webVitalsRow('/results/:personality', 'LCP', 4000, 40),
  webVitalsRow('/results/:personality', 'INP', 500, 12),
  webVitalsRow('/results/:personality', 'CLS', 0.5, 41),
  webVitalsRow('/test', 'LCP', 500, 60),
  webVitalsRow('/test', 'INP', 1000, 1),
  webVitalsRow('other', 'CLS', 0.01, 3),
];
const figures = () => [resultsMock(), eventsMock(), anyAcquisitionMock()];
const table = () => screen.findByRole('table', { name: 'Core Web Vitals at the 75th percentile, by page' });

beforeEach(() => sessionStorage.setItem(STORAGE_KEY, 'right-token-of-the-team'));
afterEach(() => activateLocale('en'));

describe('/insights: what phones see', () => {
  it('shows one row per page of the period picked: each metric’s 75th percentile with its rating and samples, in words', async () => {
    const week = { fromDay: utcDay(-6) };
    renderInsights('/insights?range=7d', {
      mocks: [resultsMock(week), eventsMock(week), anyAcquisitionMock(), webVitalsMock(week, ROWS)],
    });
    const vitals = await table();
    expect(
      within(vitals)
        .getAllByRole('columnheader')
        .map((column) => column.textContent),
    ).toEqual(['Page', 'LCP', 'INP', 'CLS']);
    expect(
      within(vitals)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['/', '/results/:personality', '/test', 'Other pages']);
    expect(rowsOf(vitals)).toEqual([
      ['/', '2.5 sec Good 120 samples', '200 ms Good 80 samples', '0.10 Good 121 samples'],
      [
        '/results/:personality',
        '4 sec Needs improvement 40 samples',
        '500 ms Needs improvement 12 samples',
        '0.50 Poor 41 samples',
      ],
      ['/test', '500 ms Good 60 samples', '1,000 ms Poor 1 sample', 'No samples'],
      ['Other pages', 'No samples', 'No samples', '0.01 Good 3 samples'],
    ]);
  });

  it('says so when no page load was measured in the period', async () => {
    renderInsights('/insights?range=30d', { mocks: [...figures(), webVitalsMock({ fromDay: utcDay(-29) })] });
    expect(await screen.findByText(/^No page load was measured in this period \(Last 30 days/)).toBeVisible();
    expect(screen.queryByRole('table', { name: /Core Web Vitals/ })).toBeNull();
  });

  it('says when it could not load, and tries again', async () => {
    const { user } = renderInsights('/insights?range=30d', {
      mocks: [
        ...figures(),
        { ...webVitalsMock(), result: undefined, error: new Error('Failed to fetch'), maxUsageCount: 1 },
        webVitalsMock({}, ROWS),
      ],
    });
    const alert = (await screen.findByText('Could not load what phones see.')).closest('[role=alert]');
    expect(alert).toHaveTextContent('Failed to fetch');
    await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(rowsOf(await table())).toHaveLength(4);
  });

  it('writes the figures and ratings as the page’s language does', async () => {
    renderInsights('/de/insights?range=30d', { mocks: [...figures(), webVitalsMock({}, ROWS.slice(0, 3))] });
    const vitals = await screen.findByRole('table', { name: 'Core Web Vitals am 75. Perzentil, nach Seite' });
    expect(rowsOf(vitals)).toEqual([
      ['/', '2,5 Sek. Gut 120 Messungen', '200 ms Gut 80 Messungen', '0,10 Gut 121 Messungen'],
    ]);
  });
});
