import { DAY_MS } from '@tastetype/quiz-domain';
import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale } from '../../../../i18n/activate-locale';
import { eventsMock, resultsMock } from '../../../../testing/insights/figures-mocks';
import { TOKEN_HOLDER } from '../../../../testing/insights/session-mocks';
import { MANAGER } from '../../../../testing/insights/keys-mocks';
import { expectLocation } from '../../../../testing/render-app';
import { STORAGE_KEY, rowsOf } from '../../../../testing/insights/read-insights';
import { renderInsights } from '../../../../testing/insights/render-insights';
import {
  DELIVERIES,
  deliveriesMock,
  recoverMock,
  resendMock,
  sendTestMock,
} from '../../../../testing/insights/webhook-delivery-mocks';
import {
  ENDPOINTS,
  HOOKS_MANAGER,
  NEW_SIGNING_SECRET,
  createEndpointMock,
  endpointsMock,
  refusedCreateMock,
  rotateMock,
  setEnabledMock,
} from '../../../../testing/insights/webhook-endpoint-mocks';
import ar from '../../messages/ar.json';

const [CRM, SHEETS, OLD] = ENDPOINTS;
const CRM_PATH = `/insights/webhooks?endpoint=${CRM.id}`;

const openWebhooks = (path: string, mocks = [endpointsMock(ENDPOINTS, Infinity), deliveriesMock()]) =>
  renderInsights(path, { mocks, holder: HOOKS_MANAGER });

beforeEach(() => sessionStorage.setItem(STORAGE_KEY, 'tt_the-integrators-key'));
afterEach(() => activateLocale('en'));

describe('the Webhooks view', () => {
  it('is offered to a key with webhooks:manage, and lists every endpoint with its state', async () => {
    const { user } = renderInsights('/insights', {
      mocks: [resultsMock(), eventsMock(), endpointsMock()],
      holder: HOOKS_MANAGER,
    });
    const nav = await screen.findByRole('navigation', { name: 'Insights sections' });
    // Its key has no keys:manage: no Keys link.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Figures', 'Webhooks']);
    await user.click(within(nav).getByRole('link', { name: 'Webhooks' }));
    await expectLocation('/insights/webhooks');
    expect(within(nav).getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Webhooks · Insights · TasteType');

    const table = await screen.findByRole('table', { name: 'Webhook endpoints, newest first' });
    expect(rowsOf(table)).toEqual([
      [
        'https://crm.example.com/hooks/tastetype',
        'CRM sync',
        'result.createdresult.shared',
        '2026-03-03 10:00 UTC',
        'Active',
        'Details https://crm.example.com/hooks/tastetype',
      ],
      [
        'https://sheets.example.org/in',
        '',
        'result.created',
        '2026-03-01 09:30 UTC',
        'Failing since 2026-03-04 12:00 UTC',
        'Details https://sheets.example.org/in',
      ],
      [
        'https://old.example.net/webhook',
        'retired dashboard',
        'result.shared',
        '2026-01-10 08:00 UTC',
        'Disabled on 2026-02-01 07:15 UTC. It answered 410 Gone.',
        'Details https://old.example.net/webhook',
      ],
    ]);
    expect(screen.getByRole('region', { name: 'Webhook endpoints, newest first' })).toHaveAttribute('tabindex', '0');
    // Nothing chosen yet: no details, no deliveries asked for.
    expect(screen.queryByRole('heading', { level: 2, name: /^Endpoint/ })).toBeNull();
  });

  it('is not offered to a key without webhooks:manage', async () => {
    // No webhooks' mocks: a query for them would show an error instead.
    renderInsights('/insights', { mocks: [resultsMock(), eventsMock()], holder: MANAGER });
    const nav = await screen.findByRole('navigation', { name: 'Insights sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Figures', 'Keys']);
    expect(screen.queryByRole('link', { name: 'Webhooks' })).toBeNull();
  });

  it('opened by its address without webhooks:manage, says the key lacks it and lists nothing', async () => {
    renderInsights('/insights/webhooks', { mocks: [], holder: TOKEN_HOLDER });
    expect(
      await screen.findByText(/^This key lacks the scope webhooks:manage, which managing webhooks needs\./),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds an endpoint and shows its signing secret once; the new endpoint is chosen, its deliveries shown', async () => {
    const made = {
      ...SHEETS,
      id: '6a1f0c2e-0000-4000-8000-0000000000aa',
      url: 'https://hooks.example.com/tastetype',
      description: 'warehouse',
      events: ['result.created', 'result.shared'],
      failingSince: null,
    };
    const { user } = openWebhooks('/insights/webhooks', [
      endpointsMock(),
      createEndpointMock(
        {
          url: 'https://hooks.example.com/tastetype',
          events: ['result.created', 'result.shared'],
          description: 'warehouse',
        },
        made,
      ),
      endpointsMock([made, ...ENDPOINTS], Infinity),
      deliveriesMock(made.id, []),
    ]);
    await screen.findByRole('table', { name: 'Webhook endpoints, newest first' });
    const events = within(screen.getByRole('group', { name: 'Events' }));
    expect(events.getByRole('checkbox', { name: /^result\.created/ })).toBeChecked();
    expect(events.getByRole('checkbox', { name: /^result\.shared/ })).not.toBeChecked();
    await user.type(screen.getByLabelText('URL'), ' https://hooks.example.com/tastetype ');
    await user.click(events.getByRole('checkbox', { name: /^result\.shared/ }));
    await user.type(screen.getByLabelText('Description (optional)'), 'warehouse');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const panel = await screen.findByRole('region', {
      name: 'Endpoint https://hooks.example.com/tastetype added: copy its signing secret now',
    });
    expect(within(panel).getByRole('heading', { level: 3 })).toHaveFocus();
    const field = within(panel).getByLabelText('The signing secret');
    expect(field).toHaveValue(NEW_SIGNING_SECRET);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(/^It will not be shown again/);
    await user.click(within(panel).getByRole('button', { name: 'Copy secret' }));
    // The clipboard answers asynchronously: wait for the words a screen reader would announce.
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Copied'));
    expect(await navigator.clipboard.readText()).toBe(NEW_SIGNING_SECRET);

    // The new endpoint is listed and chosen; the keyboard stays on its secret.
    await expectLocation(`/insights/webhooks?endpoint=${made.id}`);
    const details = await screen.findByRole('region', { name: 'Endpoint https://hooks.example.com/tastetype' });
    expect(await within(details).findByText('No deliveries yet.')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Copy secret' })).toHaveFocus();
    // The form is empty again, result.created ticked, for the next one.
    expect(screen.getByLabelText('URL')).toHaveValue('');
    expect(events.getByRole('checkbox', { name: /^result\.shared/ })).not.toBeChecked();

    await user.click(within(panel).getByRole('button', { name: 'Done, hide the secret' }));
    expect(screen.queryByDisplayValue(NEW_SIGNING_SECRET)).toBeNull();
    expect(document.body.textContent).not.toContain(NEW_SIGNING_SECRET);
    expect(screen.getByRole('heading', { level: 2, name: 'New endpoint' })).toHaveFocus();
  });

  it('shows the server’s refusal of a URL next to the form, describing the URL’s field', async () => {
    const { user } = openWebhooks('/insights/webhooks', [
      endpointsMock(),
      refusedCreateMock(
        { url: 'http://10.1.2.3/hook', events: ['result.created'], description: '' },
        'url must be https:// (http:// only with WEBHOOK_ALLOW_PRIVATE_TARGETS=true)',
      ),
    ]);
    await screen.findByRole('table', { name: 'Webhook endpoints, newest first' });
    await user.type(screen.getByLabelText('URL'), 'http://10.1.2.3/hook');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not add the endpoint.');
    expect(within(alert).getByText(/^url must be https:\/\//)).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText('URL')).toHaveAccessibleDescription(/url must be https:\/\//);
    expect(screen.getByLabelText('URL')).toHaveValue('http://10.1.2.3/hook');
    expect(screen.queryByRole('region', { name: /added: copy its signing secret now$/ })).toBeNull();
  });

  it('an endpoint chosen from the list takes the keyboard and shows its deliveries, newest first', async () => {
    const { user } = openWebhooks('/insights/webhooks');
    const table = await screen.findByRole('table', { name: 'Webhook endpoints, newest first' });
    const details = within(table).getByRole('link', { name: `Details ${CRM.url}` });
    await user.click(details);
    await expectLocation(CRM_PATH);
    expect(details).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { level: 2, name: `Endpoint ${CRM.url}` })).toHaveFocus();

    const log = await screen.findByRole('table', { name: 'Deliveries, newest first' });
    expect(rowsOf(log)).toEqual([
      [
        'result.created',
        '2026-03-04 16:20:05 UTC',
        'Succeeded',
        '1',
        '204',
        '2026-03-04 16:20:05 UTC',
        '42 ms',
        '—',
        'Resend result.created, 2026-03-04 16:20:05 UTC',
      ],
      [
        'result.shared',
        '2026-03-04 15:00:00 UTC',
        'Failed',
        '8',
        '500upstream timed out',
        '2026-03-05 18:00:00 UTC',
        '1,234 ms',
        '—',
        'Resend result.shared, 2026-03-04 15:00:00 UTC',
      ],
      [
        'result.created',
        '2026-03-04 14:00:00 UTC',
        'Pending',
        '2',
        '—connect ECONNREFUSED 203.0.113.7:443',
        '2026-03-04 14:05:05 UTC',
        '3 ms',
        '2099-03-04 14:35:05 UTC',
        'Resend result.created, 2026-03-04 14:00:00 UTC',
      ],
    ]);
  });

  it('sends a test event and says what the receiver answered in a live region', async () => {
    const { user } = openWebhooks(CRM_PATH, [
      endpointsMock(ENDPOINTS, Infinity),
      deliveriesMock(),
      sendTestMock({
        id: 'd0000000-0000-4000-8000-0000000000ff',
        eventType: 'webhook.test',
        createdAt: '2026-03-06T10:00:00.000Z',
        status: 'succeeded',
        attempts: 1,
        lastAttemptAt: '2026-03-06T10:00:00.000Z',
        lastStatus: 200,
        lastResponse: '{"ok":true}',
        lastDurationMs: 87,
      }),
    ]);
    const details = await screen.findByRole('region', { name: `Endpoint ${CRM.url}` });
    // Opened by its address, the details leave the keyboard alone.
    expect(within(details).getByRole('heading', { level: 2 })).not.toHaveFocus();
    const answer = within(details).getAllByRole('status')[0];
    expect(answer).toHaveTextContent('');
    await user.click(within(details).getByRole('button', { name: 'Send test event' }));
    expect(await within(answer).findByText('Delivered: the receiver answered 200 in 87 ms.')).toBeVisible();
    expect(answer).toHaveTextContent('The start of its answer:');
    expect(within(answer).getByText('{"ok":true}')).toHaveAttribute('lang', 'en');
  });

  it('a test event the receiver refuses says so, with the start of its answer', async () => {
    const { user } = openWebhooks(CRM_PATH, [
      endpointsMock(ENDPOINTS, Infinity),
      deliveriesMock(),
      sendTestMock({
        id: 'd0000000-0000-4000-8000-0000000000fe',
        eventType: 'webhook.test',
        createdAt: '2026-03-06T10:00:00.000Z',
        status: 'pending',
        attempts: 1,
        nextAttemptAt: '2026-03-06T10:00:05.000Z',
        lastStatus: 503,
        lastResponse: 'maintenance',
        lastDurationMs: 12,
      }),
    ]);
    const details = await screen.findByRole('region', { name: `Endpoint ${CRM.url}` });
    await user.click(within(details).getByRole('button', { name: 'Send test event' }));
    const answer = within(details).getAllByRole('status')[0];
    expect(
      await within(answer).findByText(
        'Not delivered: the receiver answered 503 in 12 ms. It is tried again like any delivery.',
      ),
    ).toBeVisible();
    expect(within(answer).getByText('maintenance')).toBeVisible();
  });

  it('resends a delivery: its row is pending again, and a live region says so', async () => {
    const failed = DELIVERIES[1];
    const { user } = openWebhooks(CRM_PATH, [
      endpointsMock(ENDPOINTS, Infinity),
      deliveriesMock(),
      resendMock(failed, '2026-03-06T10:00:00.000Z'),
    ]);
    const log = await screen.findByRole('table', { name: 'Deliveries, newest first' });
    const resend = within(log).getByRole('button', { name: 'Resend result.shared, 2026-03-04 15:00:00 UTC' });
    await user.click(resend);
    expect(
      await screen.findByText('The delivery result.shared, 2026-03-04 15:00:00 UTC goes out again now.'),
    ).toHaveAttribute('role', 'status');
    const row = within(log).getAllByRole('row')[2];
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('2026-03-06 10:00:00 UTC');
    expect(resend).toHaveFocus();
  });

  it('recovers the failed deliveries since 24 hours ago (UTC) unless told otherwise, and says how many', async () => {
    const dayAgo = Date.now() - DAY_MS;
    const { user } = openWebhooks(CRM_PATH, [
      endpointsMock(ENDPOINTS, Infinity),
      deliveriesMock(),
      // The field holds minutes: the instant sent is within the minute before the test began, 24 h ago.
      recoverMock((since) => Math.abs(Date.parse(since) - dayAgo) < 120_000 && since.endsWith(':00.000Z'), 3),
    ]);
    const field = await screen.findByLabelText('Failed deliveries since (UTC)');
    expect(field).toHaveValue(new Date(dayAgo).toISOString().slice(0, 16));
    await user.click(screen.getByRole('button', { name: 'Resend failed deliveries' }));
    expect(await screen.findByText('3 failed deliveries go out again.')).toHaveAttribute('role', 'status');
  });

  it('rotates the secret only after the confirm step, then shows the new one once and until when the old one signs', async () => {
    const until = '2026-03-07T10:00:00.000Z';
    const { user } = openWebhooks(CRM_PATH, [
      endpointsMock(ENDPOINTS),
      deliveriesMock(),
      rotateMock({ ...CRM, previousSecretUntil: until }, 'whsec_rotated'),
      endpointsMock([{ ...CRM, previousSecretUntil: until }, SHEETS, OLD], Infinity),
    ]);
    const details = await screen.findByRole('region', { name: `Endpoint ${CRM.url}` });
    const rotate = within(details).getByRole('button', { name: 'Rotate secret' });

    await user.click(rotate);
    const question = screen.getByRole('group', { name: `Rotate the signing secret of ${CRM.url}?` });
    expect(question).toHaveFocus();
    expect(question).toHaveTextContent('The old one keeps signing beside it for 24 hours');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /^Rotate the signing secret/ })).toBeNull();
    expect(rotate).toHaveFocus();

    await user.click(rotate);
    await user.click(screen.getByRole('button', { name: 'Yes, rotate it' }));
    const panel = await screen.findByRole('region', { name: `New signing secret for ${CRM.url}: copy it now` });
    expect(within(panel).getByRole('heading', { level: 3 })).toHaveFocus();
    expect(within(panel).getByLabelText('The signing secret')).toHaveValue('whsec_rotated');
    expect(panel).toHaveTextContent(
      'The old secret keeps signing beside it for 24 hours, until 2026-03-07 10:00 UTC: update the receiver before then.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Done, hide the secret' }));
    expect(screen.queryByDisplayValue('whsec_rotated')).toBeNull();
    expect(rotate).toHaveFocus();
  });

  it('disables and enables an endpoint with the same button, saying each in a live region', async () => {
    const disabled = { ...CRM, disabledAt: '2026-03-06T10:00:00.000Z', disabledReason: 'disabled by a manager' };
    const { user } = openWebhooks(CRM_PATH, [
      endpointsMock(ENDPOINTS),
      deliveriesMock(),
      setEnabledMock(disabled, false),
      setEnabledMock(CRM, true),
    ]);
    const details = await screen.findByRole('region', { name: `Endpoint ${CRM.url}` });
    const table = screen.getByRole('table', { name: 'Webhook endpoints, newest first' });
    await user.click(within(details).getByRole('button', { name: 'Disable endpoint' }));
    expect(await within(details).findByText('Disabled.')).toHaveAttribute('role', 'status');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Disabled on 2026-03-06 10:00 UTC. A manager disabled it.',
    );
    const enable = within(details).getByRole('button', { name: 'Enable endpoint' });
    expect(enable).toHaveFocus();
    await user.click(enable);
    expect(await within(details).findByText('Enabled: deliveries that waited go out now.')).toBeVisible();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Active');
  });

  it('speaks Arabic under /ar/insights/webhooks, with no message left untranslated', async () => {
    renderInsights(`/ar${CRM_PATH}`, {
      mocks: [endpointsMock(ENDPOINTS, Infinity), deliveriesMock()],
      holder: HOOKS_MANAGER,
    });
    expect(await screen.findByRole('table', { name: ar['insights.webhooks.deliveries.caption'] })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.title).toBe(`${ar['insights.webhooks.pageTitle']} · TasteType`);
    const ids = [
      document.body.textContent ?? '',
      ...[...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label') ?? ''),
    ].flatMap((text) => text.match(/insights\.[\w.]+/g) ?? []);
    expect(ids).toEqual([]);
  });
});
