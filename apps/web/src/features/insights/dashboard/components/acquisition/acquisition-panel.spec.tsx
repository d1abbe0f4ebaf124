import { screen, within } from '@testing-library/react';
import { eventsMock, resultsMock } from '../../../../../testing/insights/figures-mocks';
import { STORAGE_KEY, rowsOf } from '../../../../../testing/insights/read-insights';
import { renderInsights } from '../../../../../testing/insights/render-insights';
import { expectLocation } from '../../../../../testing/render-app';
import { activateLocale } from '../../../../../i18n/activate-locale';
import ar from '../../../messages/ar.json';
import { acquisitionMock, acquisitionRow } from '../../api/acquisition-mocks';

const SCRIPT_NAME = '<img src=x onerror=alert(1)>';
const CHANNELS = [acquisitionRow('Email', 40, 20, 15), acquisitionRow('(direct)', 12, 6, 0)];
const SOURCES = [acquisitionRow('newsletter', 30, 15, 12), acquisitionRow('other', 5, 2, 1)];
const EMAIL_SOURCES = [acquisitionRow('newsletter', 30, 15, 12)];
const CAMPAIGNS = [acquisitionRow(SCRIPT_NAME, 9, 3, 3), acquisitionRow('(not set)', 2, 0, 0)];
const figures = () => [resultsMock(), eventsMock()];
const table = (dimension: string) =>
  screen.findByRole('table', {
    name: `Visitors, quiz starts, completions, shares and friends brought, by ${dimension}`,
  });

beforeEach(() => sessionStorage.setItem(STORAGE_KEY, 'right-token-of-the-team'));
afterEach(() => activateLocale('en'));

describe('/insights: where visitors come from', () => {
  it('shows each tab’s rows as the server names them, and a tag as text, never as markup', async () => {
    const { user } = renderInsights('/insights?range=30d', {
      mocks: [
        ...figures(),
        acquisitionMock({ by: 'CHANNEL' }, CHANNELS),
        acquisitionMock({ by: 'CAMPAIGN' }, CAMPAIGNS),
      ],
    });
    expect(rowsOf(await table('channel'))).toEqual([
      ['Email', '40', '20', '15', '75%', '7', '15', '5'],
      ['(direct)', '12', '6', '0', '0%', '0', '0', '0'],
    ]);
    const columns = within(await table('channel')).getAllByRole('columnheader');
    expect(columns.map((column) => column.textContent)).toEqual([
      'Channel',
      'Visitors',
      'Starts',
      'Completions',
      'Completion rate',
      'Shares',
      'Friends brought',
      'Friends who completed',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Campaigns' }));
    expect(screen.getByRole('tab', { name: 'Campaigns' })).toHaveAttribute('aria-selected', 'true');
    expect(rowsOf(await table('campaign'))).toEqual([
      [SCRIPT_NAME, '9', '3', '3', '100%', '1', '3', '1'],
      ['(not set)', '2', '0', '0', '0%', '0', '0', '0'],
    ]);
    expect(screen.getByRole('button', { name: SCRIPT_NAME })).toBeVisible();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('moves between its tabs with the arrow keys, Home and End, each asking by its own field', async () => {
    const { user } = renderInsights('/insights?range=30d', {
      mocks: [
        ...figures(),
        acquisitionMock({ by: 'CHANNEL' }, CHANNELS),
        acquisitionMock({ by: 'SOURCE' }, SOURCES),
        acquisitionMock({ by: 'MEDIUM' }, []),
        acquisitionMock({ by: 'CAMPAIGN' }, CAMPAIGNS),
      ],
    });
    const tabs = within(await screen.findByRole('tablist', { name: 'Group visitors by' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Channels',
      'Sources',
      'Mediums',
      'Campaigns',
    ]);
    await table('channel');
    tabs.getByRole('tab', { name: 'Channels' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs.getByRole('tab', { name: 'Sources' })).toHaveFocus();
    expect(tabs.getByRole('tab', { name: 'Sources' })).toHaveAttribute('aria-selected', 'true');
    expect(tabs.getByRole('tab', { name: 'Channels' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Sources' });
    expect(rowsOf(await within(panel).findByRole('table'))).toEqual([
      ['newsletter', '30', '15', '12', '80%', '6', '12', '4'],
      ['other', '5', '2', '1', '50%', '0', '1', '0'],
    ]);

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText(/^No visitors in this filter \(Last 30 days/)).toBeVisible();
    await user.keyboard('{End}');
    expect(tabs.getByRole('tab', { name: 'Campaigns' })).toHaveFocus();
    await table('campaign');
    await user.keyboard('{ArrowRight}');
    expect(tabs.getByRole('tab', { name: 'Channels' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(tabs.getByRole('tab', { name: 'Channels' })).toHaveAttribute('aria-selected', 'true');
    await table('channel');
  });

  it('follows the reading direction in Arabic: the left arrow goes to the next tab', async () => {
    const { user } = renderInsights('/ar/insights?range=30d', {
      mocks: [...figures(), acquisitionMock({ by: 'CHANNEL' }, CHANNELS), acquisitionMock({ by: 'SOURCE' }, SOURCES)],
    });
    const channels = await screen.findByRole('tab', { name: ar['insights.acquisition.tab.channel'] });
    channels.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: ar['insights.acquisition.tab.source'] })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(channels).toHaveFocus();
  });

  it('a row’s name filters the panel: it goes into the address and the filters, and every tab asks with it', async () => {
    const { user } = renderInsights('/insights?range=30d&personality=comfort', {
      mocks: [
        resultsMock({ personality: 'comfort' }),
        eventsMock(),
        acquisitionMock({ by: 'CHANNEL' }, CHANNELS),
        acquisitionMock({ by: 'CHANNEL', channel: 'Email' }, CHANNELS.slice(0, 1)),
        acquisitionMock({ by: 'SOURCE', channel: 'Email' }, EMAIL_SOURCES),
        acquisitionMock({ by: 'SOURCE', channel: 'Email', source: 'newsletter' }, EMAIL_SOURCES),
        acquisitionMock({ by: 'SOURCE', source: 'newsletter' }, EMAIL_SOURCES),
      ],
    });
    await table('channel');
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await expectLocation('/insights?range=30d&personality=comfort&channel=Email');
    expect(
      await screen.findByText('“Where visitors come from” and the CSV download count only visitors from:'),
    ).toBeVisible();
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).getByText('Channel:', { exact: false })).toHaveTextContent('Channel: Email');
    // The other panels do not take it: their own words stay as they were.
    expect(within(filters).getByText(/^Last 30 days .*, Comfort Connoisseur$/)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Email', pressed: true })).toHaveFocus();
    expect(rowsOf(await table('channel'))).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Sources' }));
    expect(rowsOf(await table('source'))).toEqual([['newsletter', '30', '15', '12', '80%', '6', '12', '4']]);
    await user.click(screen.getByRole('button', { name: 'newsletter' }));
    await expectLocation('/insights?range=30d&personality=comfort&channel=Email&source=newsletter');

    await user.click(screen.getByRole('button', { name: 'Remove the filter Channel: Email' }));
    await expectLocation('/insights?range=30d&personality=comfort&source=newsletter');
    expect(screen.getByText('“Where visitors come from” and the CSV download count only visitors from:')).toHaveFocus();
    expect(await screen.findByRole('button', { name: 'newsletter', pressed: true })).toBeVisible();
  });

  it('reads the filter from a shared address, and pressing the name again shows every visitor', async () => {
    const { user } = renderInsights('/insights?range=30d&campaign=monday&medium=email', {
      mocks: [
        ...figures(),
        acquisitionMock({ by: 'CHANNEL', medium: 'email', campaign: 'monday' }, CHANNELS.slice(0, 1)),
        acquisitionMock({ by: 'CAMPAIGN', medium: 'email', campaign: 'monday' }, [acquisitionRow('monday', 8, 4, 2)]),
        acquisitionMock({ by: 'CAMPAIGN', medium: 'email' }, [acquisitionRow('monday', 8, 4, 2)]),
        acquisitionMock({ by: 'CAMPAIGN' }, CAMPAIGNS),
      ],
    });
    expect(rowsOf(await table('channel'))).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Campaigns' }));
    await user.click(await screen.findByRole('button', { name: 'monday', pressed: true }));
    await expectLocation('/insights?range=30d&medium=email');
    expect(await screen.findByRole('button', { name: 'monday', pressed: false })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove the filter Medium: email' }));
    await expectLocation('/insights?range=30d');
    expect(screen.queryByText('“Where visitors come from” and the CSV download count only visitors from:')).toBeNull();
  });

  it('clears every filter of its own at once, and keeps the rest of the address', async () => {
    const { user } = renderInsights('/insights?range=30d&ranOn=site&channel=Email&source=newsletter', {
      mocks: [
        resultsMock(),
        eventsMock({ ranOn: 'site' }),
        acquisitionMock({ by: 'CHANNEL', ranOn: 'site', channel: 'Email', source: 'newsletter' }, CHANNELS),
        acquisitionMock({ by: 'CHANNEL', ranOn: 'site' }, CHANNELS),
      ],
    });
    await table('channel');
    await user.click(screen.getByRole('button', { name: 'Show every visitor' }));
    await expectLocation('/insights?range=30d&ranOn=site');
    // Its buttons are gone: the keyboard waits on what the page shows.
    expect(screen.getByText('Showing', { exact: false })).toHaveFocus();
  });

  it('says when it could not load, and tries again', async () => {
    const { user } = renderInsights('/insights?range=30d', {
      mocks: [
        ...figures(),
        {
          ...acquisitionMock({ by: 'CHANNEL' }),
          result: undefined,
          error: new Error('Failed to fetch'),
          maxUsageCount: 1,
        },
        acquisitionMock({ by: 'CHANNEL' }, CHANNELS),
      ],
    });
    const alert = await screen.findByText('Could not load where visitors come from.');
    expect(alert.closest('[role=alert]')).toHaveTextContent('Failed to fetch');
    await user.click(
      within(screen.getByRole('tabpanel', { name: 'Channels' })).getByRole('button', { name: 'Try again' }),
    );
    expect(rowsOf(await table('channel'))).toHaveLength(2);
  });
});
