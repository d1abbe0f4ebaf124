import { screen, within } from '@testing-library/react';
import { eventsMock, resultsMock } from '../../../../testing/insights/figures-mocks';
import { anyAcquisitionMock } from '../../dashboard/api/acquisition-mocks';
import { STORAGE_KEY } from '../../../../testing/insights/read-insights';
import { renderInsights } from '../../../../testing/insights/render-insights';
import { refusedMocks } from '../../../../testing/insights/session-mocks';
import { ADA, ADA_HOLDER, fakeFetch, signedIn, watchLeaving } from '../../../../testing/insights/sign-in-mocks';

const END_SESSION = 'https://example.okta.com/oauth2/v1/logout?id_token_hint=abc';
const figures = () => [resultsMock(), eventsMock(), anyAcquisitionMock()];

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'fetch');
});

describe('/insights signed in through the provider', () => {
  it('opens the figures with the session, says who is signed in and with which scopes', async () => {
    const { credentials } = renderInsights('/insights', { auth: signedIn(), mocks: figures(), holder: ADA_HOLDER });
    expect(await screen.findByText('Total results')).toBeVisible();
    expect(screen.getByText('Signed in as Ada Lovelace')).toBeVisible();
    expect(screen.getByText('Your scopes: analytics:read, results:export.')).toBeVisible();
    // One client, proving the session with its CSRF token (the cookie goes by itself), no key at all.
    expect(credentials).toEqual([{ kind: 'session', csrfToken: ADA.csrfToken }]);
    expect(screen.queryByRole('link', { name: 'Sign in with Okta' })).toBeNull();
  });

  it('prefers the session to a key this tab kept', async () => {
    sessionStorage.setItem(STORAGE_KEY, 'an-older-key');
    const { tokens } = renderInsights('/insights', { auth: signedIn(), mocks: figures(), holder: ADA_HOLDER });
    expect(await screen.findByText('Signed in as Ada Lovelace')).toBeVisible();
    expect(tokens).toEqual([]);
  });

  it('"Sign out" ends the session on the server, proving it is this page, then leaves for the provider', async () => {
    const calls = fakeFetch({ '/auth/logout': { status: 200, body: { location: END_SESSION } } });
    const left = watchLeaving();
    const { user } = renderInsights('/insights', { auth: signedIn(), mocks: figures(), holder: ADA_HOLDER });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/auth/logout');
    expect(calls[0].init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(calls[0].init?.headers).get('x-csrf-token')).toBe(ADA.csrfToken);
    expect(left).toEqual([END_SESSION]);
    // Until the browser has left, the button says so and takes no second press.
    const pending = screen.getByRole('button', { name: 'Signing out…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    await user.click(pending);
    expect(calls).toHaveLength(1);
  });

  it('a session already over when signing out just shows the sign-in again, focused', async () => {
    fakeFetch({ '/auth/logout': { status: 401, body: { message: 'No session' } } });
    const left = watchLeaving();
    const { user } = renderInsights('/insights', { auth: signedIn(), mocks: figures(), holder: ADA_HOLDER });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in with Okta' })).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Total results')).toBeNull();
    expect(left).toEqual([]);
  });

  it('a sign-out the server could not do is said, and the person stays signed in to try again', async () => {
    fakeFetch({ '/auth/logout': { status: 503 } });
    const { user } = renderInsights('/insights', { auth: signedIn(), mocks: figures(), holder: ADA_HOLDER });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not sign out. Try again.');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
    expect(screen.getByText('Total results')).toBeVisible();
  });

  it('a session the server ended elsewhere brings back the sign-in, saying so', async () => {
    renderInsights('/insights', { auth: signedIn(), mocks: refusedMocks('UNAUTHENTICATED', 'This session has ended') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your session has ended. Sign in again to carry on.');
    expect(screen.getByRole('link', { name: 'Sign in with Okta' })).toHaveFocus();
    expect(screen.queryByText('Total results')).toBeNull();
  });

  it('a page the person’s groups do not open says whom to ask, in place of the page', async () => {
    renderInsights('/insights/webhooks', { auth: signedIn(), mocks: figures(), holder: ADA_HOLDER });
    const said = await screen.findByText(/^Your groups do not give you the scope/);
    expect(said).toHaveTextContent('Your groups do not give you the scope webhooks:manage, which this page needs.');
    expect(screen.getByText('Ask data-team@example.com for access.')).toBeVisible();
    expect(screen.queryByText(/This key/)).toBeNull();
    expect(within(document.body).queryByRole('table')).toBeNull();
  });
});
