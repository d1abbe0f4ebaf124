import { screen } from '@testing-library/react';
import { activateLocale } from '../../../../i18n/activate-locale';
import { RETENTION, eventsMock, resultsMock, retentionMock } from '../../../../testing/insights/figures-mocks';
import { anyAcquisitionMock } from '../api/acquisition-mocks';
import { renderInsights } from '../../../../testing/insights/render-insights';

const REMOVED = /removed by the retention setting/;

beforeEach(() => sessionStorage.setItem('tastetype.analytics-token', 'right-token-of-the-team'));
afterEach(() => activateLocale('en'));

describe('/insights says what the retention settings keep', () => {
  it('dates raw events from the oldest one stored, and says nothing of results kept forever', async () => {
    renderInsights('/insights', { mocks: [resultsMock(), eventsMock(), anyAcquisitionMock(), retentionMock()] });
    const note = await screen.findByText(/^Raw events go back to 2025-11-27; older ones are kept as daily counts/);
    expect(note.tagName).toBe('P');
    expect(screen.getByRole('region', { name: 'Funnel and sharing' })).toContainElement(note);
    expect(screen.queryByText(REMOVED)).toBeNull();
  });

  it('says results before the cutoff were removed, under Results', async () => {
    const retention = { ...RETENTION, resultsKeepDays: 30, resultsRemovedBefore: '2026-01-01T00:00:00.000Z' };
    renderInsights('/insights', {
      mocks: [resultsMock(), eventsMock(), anyAcquisitionMock(), retentionMock(retention)],
    });
    const note = await screen.findByText('Results before 2026-01-01 were removed by the retention setting.');
    expect(note.tagName).toBe('P');
    expect(screen.getByRole('region', { name: 'Results' })).toContainElement(note);
  });

  it('says raw events are kept forever when EVENTS_KEEP_DAYS is 0', async () => {
    renderInsights('/insights', {
      mocks: [resultsMock(), eventsMock(), anyAcquisitionMock(), retentionMock({ ...RETENTION, eventsKeepDays: 0 })],
    });
    expect(await screen.findByText('Raw events are kept forever.')).toBeVisible();
  });

  it("writes the dates as the page's language does", async () => {
    const retention = { ...RETENTION, resultsKeepDays: 30, resultsRemovedBefore: '2026-01-01T00:00:00.000Z' };
    renderInsights('/de/insights', {
      mocks: [resultsMock(), eventsMock(), anyAcquisitionMock(), retentionMock(retention)],
    });
    expect(await screen.findByText(/^Die Rohereignisse reichen bis zum 27\.11\.2025 zurück;/)).toBeVisible();
    expect(
      screen.getByText('Ergebnisse vor dem 01.01.2026 wurden durch die Aufbewahrungseinstellung gelöscht.'),
    ).toBeVisible();
  });
});
