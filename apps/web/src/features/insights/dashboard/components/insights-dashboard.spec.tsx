import { screen, within } from '@testing-library/react';
import site from '../../../../i18n/messages/en.json';
import { liveCharts } from '../../../../testing/chart-stub';
import {
  EMBED_SITES,
  FUNNEL,
  NO_FUNNEL,
  NO_SHARING,
  NO_STATS,
  SHARING,
  STATS,
  eventsMock,
  resultsMock,
  utcDay,
} from '../../../../testing/insights/figures-mocks';
import { anyAcquisitionMock } from '../api/acquisition-mocks';
import { STORAGE_KEY, rowsOf } from '../../../../testing/insights/read-insights';
import { renderInsights } from '../../../../testing/insights/render-insights';
import { expectLocation } from '../../../../testing/render-app';

const TOKEN = 'right-token-of-the-team';

/** A chart's table, opened as a keyboard or pointer user opens its disclosure. */
async function openTable(user: ReturnType<typeof renderInsights>['user'], chartTitle: string) {
  const region = screen.getByRole('region', { name: chartTitle });
  await user.click(within(region).getByText(/Show the figures/));
  return within(region);
}

describe('/insights figures', () => {
  beforeEach(() => sessionStorage.setItem(STORAGE_KEY, TOKEN));

  it('says what it is loading, then draws every chart with its figures as a table', async () => {
    const { user } = renderInsights('/insights', {
      mocks: [resultsMock({}, STATS, { delay: 50 }), eventsMock(), anyAcquisitionMock()],
    });
    expect(await screen.findByText('Checking the key…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText(/^Loading results: Last 30 days/)).toHaveAttribute('role', 'status');
    await screen.findByText('Total results');

    const personalities = await openTable(user, 'Personality distribution');
    expect(rowsOf(personalities.getByRole('table', { name: 'Results by personality' }))).toEqual([
      [site['personality.comfort'], '5', '50%'],
      [site['personality.adventurous'], '3', '30%'],
      [site['personality.healthy'], '2', '20%'],
    ]);

    const answers = await openTable(user, 'Answers per question');
    expect(rowsOf(answers.getByRole('table', { name: /^Question 2/ }))).toEqual([
      ['Cozy & Intimate', '6', '60%'],
      ['Exotic & Adventurous', '4', '40%'],
      ['Fresh & Natural', '0', '0%'],
    ]);

    const days = await openTable(user, 'Results and shares per day');
    const dayRows = rowsOf(days.getByRole('table'));
    expect(dayRows).toHaveLength(30);
    expect(dayRows.slice(-3)).toEqual([
      [utcDay(-2), '0', '0'],
      [utcDay(-1), '6', '3'],
      [utcDay(0), '4', '1'],
    ]);

    const funnel = await openTable(user, 'Funnel');
    expect(rowsOf(funnel.getByRole('table'))).toEqual([
      ['Home page views', '40', '—'],
      ['Quiz starts', '20', '50%'],
      ['Question 1 answered', '18', '10%'],
      ['Question 2 answered', '15', '16.7%'],
      ['Question 3 answered', '12', '20%'],
      ['Completions', '12', '0%'],
      ['Result page views', '14', '—'],
    ]);

    const sharing = await openTable(user, 'Sharing and virality');
    expect(rowsOf(sharing.getByRole('table'))).toEqual([
      ['Share taps', '6'],
      ['Shares', '5'],
      ['Shared-link visits', '7'],
      ['Starts from shares', '3'],
      ['Completions from shares', '2'],
      ['Shares per completion', '41.7%'],
      ['Viral factor', '16.7%'],
    ]);

    // Results per day, personalities, three questions, funnel, sharing: each an image with a spoken summary.
    const charts = screen.getAllByRole('img');
    expect(charts).toHaveLength(7);
    expect(
      screen.getByRole('img', { name: /^Results by personality: Comfort Connoisseur 5 \(50%\), Flavor/ }),
    ).toBeVisible();
    expect(liveCharts()).toHaveLength(7);
  });

  it('draws without animation for a visitor who prefers reduced motion, and lets go of its charts on leaving', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const { user } = renderInsights('/insights', { mocks: [resultsMock(), eventsMock(), anyAcquisitionMock()] });
    await screen.findByRole('img', { name: /^Results by personality/ });
    expect(liveCharts().map((chart) => chart.config.options?.animation)).toEqual(Array(7).fill(false));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(liveCharts()).toEqual([]);
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('shows the empty state, and no chart, when the period has no result', async () => {
    const january2020 = { fromDay: '2020-01-01', toDay: '2020-02-01' };
    renderInsights('/insights?from=2020-01-01&to=2020-01-31', {
      mocks: [
        resultsMock(january2020, NO_STATS),
        eventsMock(january2020, NO_FUNNEL, NO_SHARING, []),
        anyAcquisitionMock(),
      ],
    });
    expect(await screen.findByText(/^No results in this filter \(2020-01-01 to 2020-01-31, all/)).toBeVisible();
    expect(await screen.findByText('No visits recorded in this period.')).toBeVisible();
    expect(screen.getByText('No shares or shared-link visits in this period.')).toBeVisible();
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(screen.queryAllByRole('table')).toEqual([]);
  });
});

describe('/insights filters', () => {
  beforeEach(() => sessionStorage.setItem(STORAGE_KEY, TOKEN));

  it('a preset goes into the address and asks for its own days', async () => {
    const { user } = renderInsights('/insights', {
      mocks: [
        resultsMock(),
        resultsMock({ fromDay: utcDay(-6) }, { ...STATS, total: 7 }),
        eventsMock(),
        anyAcquisitionMock(),
        eventsMock({ fromDay: utcDay(-6) }),
      ],
    });
    await screen.findByText('Total results');
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await expectLocation('/insights?range=7d');
    expect(await screen.findByText('7', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText(`Last 7 days (${utcDay(-6)} to ${utcDay(0)}), all personalities`)).toBeVisible();
  });

  it('the personality goes into the address and the results query, not the funnel one', async () => {
    const { user } = renderInsights('/insights?range=30d', {
      mocks: [
        resultsMock(),
        resultsMock({ personality: 'healthy' }, { ...STATS, total: 2 }),
        eventsMock(),
        anyAcquisitionMock(),
      ],
    });
    await screen.findByText('Total results');
    await user.selectOptions(screen.getByLabelText('Personality'), site['personality.healthy']);
    await expectLocation('/insights?range=30d&personality=healthy');
    expect(await screen.findByText('2', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText(/the personality filter does not apply here/)).toBeVisible();
  });

  it('the language goes into the address and the results query, and each language has its row', async () => {
    const { user } = renderInsights('/insights?range=30d', {
      mocks: [resultsMock(), resultsMock({ locale: 'es' }, { ...STATS, total: 5 }), eventsMock(), anyAcquisitionMock()],
    });
    const table = await screen.findByRole('table', {
      name: 'Stored results and shares by the language the quiz was taken in',
    });
    expect(rowsOf(table)).toEqual([
      ['English', '9', '3'],
      ['Español', '4', '1'],
      ['العربية', '1', '0'],
    ]);
    // By its role: the site's language switcher is labelled 'Language' too.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
    await expectLocation('/insights?range=30d&locale=es');
    expect(await screen.findByText('5', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText(/all personalities, in Español/)).toBeVisible();
  });

  it('a personality picked keeps the language and where the quiz ran', async () => {
    const { user } = renderInsights('/insights?range=30d&locale=es&ranOn=site', {
      mocks: [
        resultsMock({ locale: 'es' }),
        resultsMock({ locale: 'es', personality: 'comfort' }, { ...STATS, total: 5 }),
        eventsMock({ ranOn: 'site' }),
        anyAcquisitionMock(),
      ],
    });
    await screen.findByText('Total results');
    await user.selectOptions(screen.getByLabelText('Personality'), site['personality.comfort']);
    await expectLocation('/insights?range=30d&personality=comfort&locale=es&ranOn=site');
    expect(await screen.findByText('5', { selector: 'dd' })).toBeVisible();
  });

  it('where the quiz ran goes into the address and the funnel query, and each place has its row', async () => {
    const { user } = renderInsights('/insights?range=30d', {
      mocks: [
        resultsMock(),
        eventsMock(),
        anyAcquisitionMock(),
        eventsMock({ ranOn: 'https://blog.example' }, { ...FUNNEL, starts: 6 }, SHARING, EMBED_SITES),
      ],
    });
    const table = await screen.findByRole('table', {
      name: 'Quiz starts, completions and shares by where the quiz ran',
    });
    expect(rowsOf(table)).toEqual([
      ['The site itself', '14', '9', '4'],
      ['https://blog.example', '6', '3', '1'],
    ]);
    await user.selectOptions(screen.getByLabelText('Where the quiz ran'), 'Embedded on https://blog.example');
    await expectLocation('/insights?range=30d&ranOn=https%3A%2F%2Fblog.example');
    expect(screen.getByLabelText('Where the quiz ran')).toHaveValue('https://blog.example');
  });

  it('a custom range of UTC days goes into the address once applied', async () => {
    const { user } = renderInsights('/insights?range=all', {
      mocks: [
        resultsMock({ all: true }),
        eventsMock({ all: true }),
        anyAcquisitionMock(),
        resultsMock({ fromDay: '2026-01-01', toDay: '2026-02-01' }, { ...STATS, total: 3 }),
        eventsMock({ fromDay: '2026-01-01', toDay: '2026-02-01' }),
      ],
    });
    await screen.findByText('Total results');
    await user.click(screen.getByRole('radio', { name: 'Custom range' }));
    const form = within(screen.getByRole('form', { name: 'Custom range' }));
    await user.clear(form.getByLabelText('First day'));
    await user.type(form.getByLabelText('First day'), '2026-01-31');
    await user.clear(form.getByLabelText('Last day (included)'));
    await user.type(form.getByLabelText('Last day (included)'), '2026-01-01');
    await user.click(form.getByRole('button', { name: 'Apply range' }));
    expect(form.getByRole('alert')).toHaveTextContent('The first day must not be after the last day.');
    await expectLocation('/insights?range=all');

    await user.clear(form.getByLabelText('First day'));
    await user.type(form.getByLabelText('First day'), '2026-01-01');
    await user.clear(form.getByLabelText('Last day (included)'));
    await user.type(form.getByLabelText('Last day (included)'), '2026-01-31');
    await user.click(form.getByRole('button', { name: 'Apply range' }));
    await expectLocation('/insights?from=2026-01-01&to=2026-01-31');
    expect(await screen.findByText('3', { selector: 'dd' })).toBeVisible();
  });

  it('an address it cannot read falls back to the last 30 days and every personality', async () => {
    renderInsights('/insights?range=14d&from=2026-02-30&to=x&personality=picky', {
      mocks: [resultsMock(), eventsMock(), anyAcquisitionMock()],
    });
    expect(await screen.findByText('Total results')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    expect(screen.getByLabelText('Personality')).toHaveValue('all');
  });
});
