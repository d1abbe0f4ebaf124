import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale } from '../../../../i18n/activate-locale';
import { eventsMock, resultsMock, utcDay } from '../../../../testing/insights/figures-mocks';
import { TOKEN_HOLDER } from '../../../../testing/insights/session-mocks';
import {
  KEYS,
  MANAGER,
  NEW_SECRET,
  apiKeysMock,
  auditMock,
  createKeyMock,
  revokeKeyMock,
  revokeMadeByMock,
} from '../../../../testing/insights/keys-mocks';
import { expectLocation } from '../../../../testing/render-app';
import { STORAGE_KEY, rowsOf } from '../../../../testing/insights/read-insights';
import { renderInsights } from '../../../../testing/insights/render-insights';
import ar from '../../messages/ar.json';

const openKeys = (mocks = [apiKeysMock(), auditMock()]) => renderInsights('/insights/keys', { mocks, holder: MANAGER });

beforeEach(() => sessionStorage.setItem(STORAGE_KEY, 'tt_the-managers-key'));
afterEach(() => activateLocale('en'));

describe('the Keys view', () => {
  it('is offered from the figures to a key with keys:manage, and lists every key with its state', async () => {
    const lastWeek = { fromDay: utcDay(-6) };
    const { user } = renderInsights('/insights?range=7d', {
      mocks: [resultsMock(lastWeek), eventsMock(lastWeek), apiKeysMock(), auditMock()],
      holder: MANAGER,
    });
    const nav = await screen.findByRole('navigation', { name: 'Insights sections' });
    expect(within(nav).getByRole('link', { name: 'Figures' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Keys' }));
    // The figures' filter stays in the address, for the way back.
    await expectLocation('/insights/keys?range=7d');
    expect(within(nav).getByRole('link', { name: 'Keys' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Keys · Insights · TasteType');

    const table = await screen.findByRole('table', { name: 'Keys, newest first' });
    expect(rowsOf(table)).toEqual([
      [
        'Ana (laptop)',
        'tt_4fQ9z…',
        'analytics:readkeys:manage',
        '2026-03-02',
        'the server’s command line',
        '2026-03-04 16:20 UTC',
        '2099-01-01',
        'Active',
        'Revoke Ana (laptop)',
      ],
      [
        'nightly CSV job',
        'tt_Zx81B…',
        'results:export',
        '2026-02-20',
        'Grace Hopper',
        'never',
        'never',
        'Active',
        'Revoke nightly CSV jobRevoke all by Grace Hopper',
      ],
      [
        'old laptop',
        'tt_a0b1c…',
        'analytics:read',
        '2025-01-10',
        'not recorded',
        '2025-04-01 07:05 UTC',
        '2025-04-10',
        'Expired on 2025-04-10',
        '',
      ],
      [
        'leaked key',
        'tt_Lk7Qp…',
        'metrics:read',
        '2025-11-01',
        'key Ana (laptop) (tt_4fQ9z…)',
        'never',
        'never',
        'Revoked on 2026-01-15',
        '',
      ],
    ]);
    expect(screen.getByRole('region', { name: 'Keys, newest first' })).toHaveAttribute('tabindex', '0');
  });

  it('is not offered to a key without keys:manage', async () => {
    // No keys' mocks: a query for them would show an error instead of the message.
    renderInsights('/insights', { mocks: [resultsMock(), eventsMock()], holder: TOKEN_HOLDER });
    expect(await screen.findByText('Total results')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Insights sections' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Keys' })).toBeNull();
  });

  it('opened by its address without keys:manage, says the key lacks it and lists nothing', async () => {
    renderInsights('/insights/keys', { mocks: [], holder: TOKEN_HOLDER });
    expect(await screen.findByText(/^This key lacks the scope keys:manage, which managing keys needs\./)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('makes a key and shows its secret once, with a copy that says "Copied"; the list takes the new key', async () => {
    const made = {
      ...KEYS[1],
      id: 'key-new',
      name: 'Ana (phone)',
      prefix: 'tt_N3wK3',
      scopes: ['analytics:read', 'keys:manage'],
    };
    const { user } = openKeys([
      apiKeysMock(),
      auditMock(),
      createKeyMock(
        { name: 'Ana (phone)', scopes: ['analytics:read', 'keys:manage'], expiresInDays: 30, neverExpires: false },
        made,
      ),
      apiKeysMock([made, ...KEYS]),
    ]);
    await screen.findByRole('table', { name: 'Keys, newest first' });
    await user.type(screen.getByLabelText('Name'), '  Ana (phone) ');
    const scopes = within(screen.getByRole('group', { name: 'Scopes' }));
    // Ticked out of order: the server gets them in its own.
    await user.click(scopes.getByRole('checkbox', { name: /^keys:manage/ }));
    await user.click(scopes.getByRole('checkbox', { name: /^analytics:read/ }));
    const expiry = within(screen.getByRole('group', { name: 'Expires' }));
    expect(expiry.getByRole('radio', { name: 'In 90 days' })).toBeChecked();
    await user.click(expiry.getByRole('radio', { name: 'In 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const panel = await screen.findByRole('region', { name: 'Key “Ana (phone)” created: copy it now' });
    expect(within(panel).getByRole('heading', { level: 3 })).toHaveFocus();
    const field = within(panel).getByLabelText('The new key');
    expect(field).toHaveValue(NEW_SECRET);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(/^It will not be shown again/);
    const status = within(panel).getByRole('status');
    expect(status).toHaveTextContent('');
    await user.click(within(panel).getByRole('button', { name: 'Copy key' }));
    // The clipboard answers asynchronously: wait for the words a screen reader would announce.
    await waitFor(() => expect(status).toHaveTextContent('Copied'));
    expect(await navigator.clipboard.readText()).toBe(NEW_SECRET);

    const table = screen.getByRole('table', { name: 'Keys, newest first' });
    expect(await within(table).findByRole('rowheader', { name: 'Ana (phone)' })).toBeVisible();
    // The form is empty again, for the next key.
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(scopes.getByRole('checkbox', { name: /^analytics:read/ })).not.toBeChecked();

    await user.click(within(panel).getByRole('button', { name: 'Done, hide the key' }));
    expect(screen.queryByDisplayValue(NEW_SECRET)).toBeNull();
    expect(document.body.textContent).not.toContain(NEW_SECRET);
    expect(screen.getByRole('heading', { level: 2, name: 'New key' })).toHaveFocus();
  });

  it('offers a new key only the scopes the signed-in key holds, and says why', async () => {
    openKeys();
    await screen.findByRole('table', { name: 'Keys, newest first' });
    const scopes = screen.getByRole('group', { name: 'Scopes' });
    const offered = within(scopes).getAllByRole('checkbox');
    expect(offered.map((box) => box.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^analytics:read/),
      expect.stringMatching(/^keys:manage/),
    ]);
    expect(scopes).toHaveAccessibleDescription('A key gets only scopes you hold yourself.');
  });

  it('a key with no scope picked is not sent: the form says what is missing', async () => {
    const { user } = openKeys();
    await screen.findByRole('table', { name: 'Keys, newest first' });
    await user.type(screen.getByLabelText('Name'), 'no scope');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pick at least one scope.');
    expect(screen.getByRole('group', { name: 'Scopes' })).toHaveAccessibleDescription(
      'A key gets only scopes you hold yourself. Pick at least one scope.',
    );
  });

  it('a secret is gone once the analyst leaves the view and comes back', async () => {
    const made = { ...KEYS[1], id: 'key-new', name: 'bot' };
    const { user } = openKeys([
      apiKeysMock(),
      auditMock(),
      createKeyMock({ name: 'bot', scopes: ['analytics:read'], neverExpires: true }, made),
      apiKeysMock([made, ...KEYS]),
      apiKeysMock([made, ...KEYS]),
      resultsMock(),
      eventsMock(),
    ]);
    await screen.findByRole('table', { name: 'Keys, newest first' });
    await user.type(screen.getByLabelText('Name'), 'bot');
    await user.click(screen.getByRole('checkbox', { name: /^analytics:read/ }));
    await user.click(screen.getByRole('radio', { name: 'Never' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByDisplayValue(NEW_SECRET)).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Figures' }));
    await screen.findByText('Total results');
    await user.click(screen.getByRole('link', { name: 'Keys' }));
    expect(await screen.findByRole('rowheader', { name: 'bot' })).toBeVisible();
    expect(screen.queryByDisplayValue(NEW_SECRET)).toBeNull();
  });

  it('revokes only after the confirm step: Escape or Cancel revoke nothing and give the keyboard back', async () => {
    const { user } = openKeys([apiKeysMock(), auditMock(), revokeKeyMock(KEYS[1], '2026-03-05T10:00:00.000Z')]);
    const table = await screen.findByRole('table', { name: 'Keys, newest first' });
    const revoke = within(table).getByRole('button', { name: 'Revoke nightly CSV job' });

    await user.click(revoke);
    const confirm = screen.getByRole('group', { name: 'Revoke the key “nightly CSV job” (tt_Zx81B…)?' });
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveTextContent('Anything that uses it is refused from then on.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /^Revoke the key/ })).toBeNull();
    expect(revoke).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(revoke).toHaveFocus();
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Active');

    await user.click(revoke);
    // Tab from the question reaches the confirming button first.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes, revoke it' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(table).findByText('Revoked on 2026-03-05')).toBeVisible();
    expect(within(table).queryByRole('button', { name: 'Revoke nightly CSV job' })).toBeNull();
    expect(screen.getByText('The key “nightly CSV job” is revoked: it is refused from now on.')).toHaveFocus();
  });

  it('revokes every key the person who made a key made, after the confirm step', async () => {
    const { user } = openKeys([
      apiKeysMock(),
      auditMock(),
      revokeMadeByMock('grace', [KEYS[1]], '2026-03-05T10:00:00.000Z'),
    ]);
    const table = await screen.findByRole('table', { name: 'Keys, newest first' });
    const revokeAll = within(table).getByRole('button', { name: 'Revoke all by Grace Hopper' });
    await user.click(revokeAll);
    const confirm = screen.getByRole('group', { name: 'Revoke every key Grace Hopper made?' });
    expect(confirm).toHaveTextContent('and every key those keys made, is refused from then on.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(revokeAll).toHaveFocus();

    await user.click(revokeAll);
    await user.click(screen.getByRole('button', { name: 'Yes, revoke them all' }));
    expect(await within(table).findByText('Revoked on 2026-03-05')).toBeVisible();
    expect(screen.getByText('1 key made by Grace Hopper is revoked.')).toHaveFocus();
  });

  it('warns before revoking the key the analyst is signed in with', async () => {
    const { user } = openKeys();
    await user.click(await screen.findByRole('button', { name: 'Revoke Ana (laptop)' }));
    expect(screen.getByRole('group', { name: /^Revoke the key “Ana \(laptop\)”/ })).toHaveTextContent(
      'This is the key you are signed in with: you will be signed out.',
    );
  });

  it('shows the audit log newest first, and one key’s uses when picked', async () => {
    const { user } = openKeys([apiKeysMock(), auditMock(), auditMock('key-csv')]);
    const log = await screen.findByRole('table', { name: 'Uses of keys, newest first' });
    expect(rowsOf(log)).toEqual([
      ['2026-03-04 16:20 UTC', 'Ana (laptop)', 'graphql ApiKeys.apiKeys', 'Allowed', '2'],
      [
        '2026-03-04 16:19 UTC',
        'nightly CSV job',
        'graphql ResultInsights.resultStats',
        'Denied: lacks analytics:read',
        '1',
      ],
      ['2026-03-04 03:00 UTC', 'ANALYTICS_TOKEN', 'GET /api/results.csv', 'Allowed', '12'],
    ]);

    const select = screen.getByRole('combobox', { name: 'Key' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All keys',
      'Ana (laptop) (tt_4fQ9z…)',
      'nightly CSV job (tt_Zx81B…)',
      'old laptop (tt_a0b1c…)',
      'leaked key (tt_Lk7Qp…)',
      'ANALYTICS_TOKEN',
      'METRICS_TOKEN',
    ]);
    await user.selectOptions(select, 'nightly CSV job (tt_Zx81B…)');
    const filtered = await screen.findByRole('table', { name: 'Uses of keys, newest first' });
    expect(await within(filtered).findAllByRole('row')).toHaveLength(2);
    expect(rowsOf(filtered)).toEqual([
      [
        '2026-03-04 16:19 UTC',
        'nightly CSV job',
        'graphql ResultInsights.resultStats',
        'Denied: lacks analytics:read',
        '1',
      ],
    ]);
  });

  it('speaks Arabic under /ar/insights/keys, right to left, with Arabic numbers and no message left untranslated', async () => {
    renderInsights('/ar/insights/keys', { mocks: [apiKeysMock(), auditMock()], holder: MANAGER });
    expect(await screen.findByRole('table', { name: ar['insights.keys.caption'] })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.title).toBe(`${ar['insights.keys.pageTitle']} · TasteType`);
    const days = new Intl.NumberFormat('ar').format(30);
    expect(screen.getByRole('radio', { name: `بعد ${days} يومًا` })).not.toBeChecked();
    expect(screen.getByRole('button', { name: `${ar['insights.keys.revoke.button']} nightly CSV job` })).toBeVisible();
    const ids = [
      document.body.textContent ?? '',
      ...[...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label') ?? ''),
    ].flatMap((text) => text.match(/insights\.[\w.]+/g) ?? []);
    expect(ids).toEqual([]);
  });
});
