import { screen, within } from '@testing-library/react';
import { activateLocale } from '../../../../i18n/activate-locale';
import { eventsMock, resultsMock } from '../../../../testing/insights/figures-mocks';
import { anyAcquisitionMock } from '../../dashboard/api/acquisition-mocks';
import { MANAGER, apiKeysMock, auditMock } from '../../../../testing/insights/keys-mocks';
import { STORAGE_KEY } from '../../../../testing/insights/read-insights';
import { renderInsights } from '../../../../testing/insights/render-insights';
import { deliveriesMock } from '../../../../testing/insights/webhook-delivery-mocks';
import { ENDPOINTS, HOOKS_MANAGER, endpointsMock } from '../../../../testing/insights/webhook-endpoint-mocks';
import { expectLocation } from '../../../../testing/render-app';
import es from '../../messages/es.json';

const TOKEN = 'tt_the-operators-key';
const [CRM] = ENDPOINTS;
/** A key that may open all three pages. */
const OPERATOR = { ...MANAGER, scopes: ['analytics:read', 'keys:manage', 'webhooks:manage'] };

beforeEach(() => sessionStorage.setItem(STORAGE_KEY, TOKEN));
afterEach(() => activateLocale('en'));

describe('the analysts’ pages have paths of their own', () => {
  it('an old Keys address (?view=keys) lands on /insights/keys, the figures’ filter kept', async () => {
    renderInsights('/insights?range=7d&view=keys', { mocks: [apiKeysMock(), auditMock()], holder: MANAGER });
    await expectLocation('/insights/keys?range=7d');
    expect(await screen.findByRole('table', { name: 'Keys, newest first' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Insights sections' });
    expect(within(nav).getByRole('link', { name: 'Keys' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Keys · Insights · TasteType');
  });

  it('an old address of a chosen endpoint lands on the Webhooks page in its language, the endpoint still chosen', async () => {
    renderInsights(`/es/insights?view=webhooks&endpoint=${CRM.id}`, {
      mocks: [endpointsMock(ENDPOINTS, Infinity), deliveriesMock()],
      holder: HOOKS_MANAGER,
    });
    await expectLocation(`/es/insights/webhooks?endpoint=${CRM.id}`);
    expect(await screen.findByRole('table', { name: es['insights.webhooks.caption'] })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: `Endpoint ${CRM.url}` })).toBeVisible();
    expect(document.title).toBe(`${es['insights.webhooks.pageTitle']} · TasteType`);
  });

  it('an address that names no page of its own stays on the figures', async () => {
    renderInsights('/insights?view=nonsense', { mocks: [resultsMock(), eventsMock(), anyAcquisitionMock()] });
    expect(await screen.findByText('Total results')).toBeVisible();
    await expectLocation('/insights?view=nonsense');
  });

  it('the pages link to each other by their paths, in the page’s language, on one sign-in', async () => {
    const { user, tokens } = renderInsights('/es/insights/keys', {
      mocks: [
        apiKeysMock(),
        auditMock(),
        endpointsMock(ENDPOINTS, Infinity),
        resultsMock(),
        eventsMock(),
        anyAcquisitionMock(),
      ],
      holder: OPERATOR,
    });
    expect(await screen.findByRole('table', { name: es['insights.keys.caption'] })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: es['insights.nav.label'] });
    const link = (name: string) => within(nav).getByRole('link', { name });
    expect(link(es['insights.nav.figures'])).toHaveAttribute('href', '/es/insights');
    expect(link(es['insights.nav.keys'])).toHaveAttribute('aria-current', 'page');
    expect(link(es['insights.nav.webhooks'])).toHaveAttribute('href', '/es/insights/webhooks');

    await user.click(link(es['insights.nav.webhooks']));
    await expectLocation('/es/insights/webhooks');
    expect(await screen.findByRole('table', { name: es['insights.webhooks.caption'] })).toBeVisible();
    await user.click(link(es['insights.nav.figures']));
    await expectLocation('/es/insights');
    expect(await screen.findByRole('heading', { level: 2, name: es['insights.headline.heading'] })).toBeVisible();
    // The key was given once: the page kept its client across the three.
    expect(tokens).toEqual([TOKEN]);
  });
});
