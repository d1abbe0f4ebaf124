import { screen, within } from '@testing-library/react';
import { eventsMock, resultsMock } from '../../../../testing/insights/figures-mocks';
import { anyAcquisitionMock } from '../../dashboard/api/acquisition-mocks';
import { STORAGE_KEY } from '../../../../testing/insights/read-insights';
import { renderInsights } from '../../../../testing/insights/render-insights';
import { refusedMocks } from '../../../../testing/insights/session-mocks';

const TOKEN = 'right-token-of-the-team';
const ANA = { keyId: 'key-ana', name: 'Ana (laptop)', scopes: ['analytics:read'], expiresAt: null };

async function enterToken(user: ReturnType<typeof renderInsights>['user'], token: string) {
  await user.type(await screen.findByLabelText('Key or analytics token'), token);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/insights sign-in', () => {
  it('asks for a key, keeps it for the tab, says whose it is, and opens the figures with it', async () => {
    const { user, tokens } = renderInsights('/insights', {
      mocks: [resultsMock(), eventsMock(), anyAcquisitionMock()],
      holder: ANA,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    expect(await screen.findByLabelText('Key or analytics token')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Key or analytics token')).toHaveAccessibleDescription(
      /made with npm run keys -- create, or the server's ANALYTICS_TOKEN\. Kept in this tab only/,
    );
    expect(screen.queryByText('Total results')).toBeNull();

    await enterToken(user, TOKEN);
    expect(await screen.findByText('Total results')).toBeVisible();
    expect(screen.getByText('Signed in as Ana (laptop)')).toBeVisible();
    expect(figure('Total results')).toBe('10');
    expect(figure('Results shared')).toBe('4');
    expect(figure('Share rate')).toBe('40%');
    expect(figure('Completion rate')).toBe('60%');
    expect(figure('Viral factor')).toBe('16.7%');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBe(TOKEN);
    expect(tokens).toEqual([TOKEN]);
  });

  it('opens straight onto the figures with the token this tab already has', async () => {
    sessionStorage.setItem(STORAGE_KEY, TOKEN);
    renderInsights('/insights', { mocks: [resultsMock(), eventsMock(), anyAcquisitionMock()] });
    expect(await screen.findByText('Total results')).toBeVisible();
    expect(screen.getByText('Signed in as ANALYTICS_TOKEN')).toBeVisible();
    expect(screen.queryByLabelText('Key or analytics token')).toBeNull();
  });

  it('"Sign out" clears the key and returns to the prompt, focused', async () => {
    sessionStorage.setItem(STORAGE_KEY, TOKEN);
    const { user } = renderInsights('/insights', { mocks: [resultsMock(), eventsMock(), anyAcquisitionMock()] });
    await screen.findByText('Total results');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByLabelText('Key or analytics token')).toHaveFocus();
    expect(screen.queryByText('Total results')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('a refused key gets the refusal in the server’s words and no figure, is forgotten, and another can be entered', async () => {
    const { user } = renderInsights('/insights', {
      mocksByToken: {
        revoked: refusedMocks('UNAUTHENTICATED', 'This key was revoked'),
        [TOKEN]: [resultsMock(), eventsMock(), anyAcquisitionMock()],
      },
    });
    await enterToken(user, 'revoked');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^The server refused this key\. Check it and enter it again, or ask for a new one\./,
    );
    expect(within(alert).getByText('This key was revoked')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText('Total results')).toBeNull();
    expect(screen.queryAllByRole('table')).toEqual([]);
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();

    await enterToken(user, TOKEN);
    expect(await screen.findByText('Total results')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a key without analytics:read is told so in place of the figures, and asks for none', async () => {
    // No figures' mocks: a query for them would fail the page with an error instead.
    const { user } = renderInsights('/insights', { mocks: [], holder: { ...ANA, scopes: ['keys:manage'] } });
    await enterToken(user, TOKEN);
    expect(
      await screen.findByText(/^This key lacks the scope analytics:read, which these figures need\./),
    ).toBeVisible();
    expect(screen.getByText("This key's scopes: keys:manage.")).toBeVisible();
    expect(screen.queryByText('Total results')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBe(TOKEN);
  });

  it('figures refused for their scope (FORBIDDEN) say so in place, and keep the key', async () => {
    const { user } = renderInsights('/insights', { mocks: refusedMocks('FORBIDDEN') });
    await enterToken(user, TOKEN);
    expect(await screen.findByText(/^This key lacks the scope analytics:read/)).toBeVisible();
    expect(screen.queryByText('Total results')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});
