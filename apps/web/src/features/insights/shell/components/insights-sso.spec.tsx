import { screen, within } from '@testing-library/react';
import { activateLocale } from '../../../../i18n/activate-locale';
import { eventsMock, resultsMock } from '../../../../testing/insights/figures-mocks';
import { anyAcquisitionMock } from '../../dashboard/api/acquisition-mocks';
import { STORAGE_KEY } from '../../../../testing/insights/read-insights';
import { renderInsights } from '../../../../testing/insights/render-insights';
import { ADA, OKTA, fakeFetch, signedOut, watchLeaving } from '../../../../testing/insights/sign-in-mocks';
import ar from '../../messages/ar.json';
import { fetchAuthSetup } from '../api/auth-session';

const TOKEN = 'right-token-of-the-team';
const providerButton = () => screen.findByRole('link', { name: 'Sign in with Okta' });

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'fetch');
  activateLocale('en');
});

describe('/insights with single sign-on', () => {
  it('offers the provider first, coming back to this very address, and a key as the second way', async () => {
    const { user } = renderInsights('/insights/keys?range=7d', { auth: signedOut() });
    expect(await providerButton()).toHaveAttribute('href', '/auth/oidc/login?returnTo=%2Finsights%2Fkeys%3Frange%3D7d');
    expect(
      screen.getByText('Sign in with your Okta account: what you may see here follows your groups there.'),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    // Folded away until asked for.
    expect(screen.queryByLabelText('Key or analytics token')).not.toBeVisible();
    await user.click(screen.getByText('Or use a key'));
    expect(screen.getByLabelText('Key or analytics token')).toBeVisible();
  });

  it('comes back to a page in its language, without an earlier refusal', async () => {
    renderInsights('/ar/insights?signIn=failed', { auth: signedOut() });
    const button = await screen.findByRole('link', { name: 'تسجيل الدخول عبر Okta' });
    expect(button).toHaveAttribute('href', '/auth/oidc/login?returnTo=%2Far%2Finsights');
    expect(screen.getByRole('alert')).toHaveTextContent(ar['insights.signIn.failed'].replace('{provider}', 'Okta'));
  });

  it('still opens with a key this tab kept, and signing out of it shows both ways again', async () => {
    sessionStorage.setItem(STORAGE_KEY, TOKEN);
    const { user, tokens } = renderInsights('/insights', {
      auth: signedOut(),
      mocks: [resultsMock(), eventsMock(), anyAcquisitionMock()],
    });
    expect(await screen.findByText('Total results')).toBeVisible();
    expect(tokens).toEqual([TOKEN]);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await providerButton()).toBeVisible();
    expect(screen.getByLabelText('Key or analytics token')).toHaveFocus();
  });

  it('signs in with a key typed under "Or use a key"', async () => {
    const { user, tokens } = renderInsights('/insights', {
      auth: signedOut(),
      mocks: [resultsMock(), eventsMock(), anyAcquisitionMock()],
    });
    await user.click(await screen.findByText('Or use a key'));
    await user.type(screen.getByLabelText('Key or analytics token'), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Total results')).toBeVisible();
    expect(tokens).toEqual([TOKEN]);
  });

  it('offers no key at all when the provider is the only way in, and ignores a key the tab kept', async () => {
    sessionStorage.setItem(STORAGE_KEY, TOKEN);
    const { tokens } = renderInsights('/insights', { auth: signedOut({ only: true }) });
    expect(await providerButton()).toBeVisible();
    expect(screen.queryByText('Or use a key')).toBeNull();
    expect(screen.queryByLabelText('Key or analytics token')).toBeNull();
    expect(tokens).toEqual([]);
  });

  it.each([
    [
      'no-scope',
      { contact: 'data-team@example.com' },
      'You signed in, but none of your groups in Okta gives access to these pages.Ask data-team@example.com for access.',
    ],
    [
      'no-scope',
      { contact: null },
      'You signed in, but none of your groups in Okta gives access to these pages.Ask whoever runs TasteType for your team for access.',
    ],
    [
      'domain',
      { contact: 'data-team@example.com' },
      'Your Okta account has no confirmed e-mail address in a domain allowed here. Sign in with your work account.Ask data-team@example.com for access.',
    ],
    [
      'domain',
      { contact: null },
      'Your Okta account has no confirmed e-mail address in a domain allowed here. Sign in with your work account.Ask whoever runs TasteType for your team for access.',
    ],
    ['failed', { contact: 'data-team@example.com' }, 'Signing in with Okta did not finish. Try again.'],
    ['state-mismatch', { contact: null }, 'Signing in with Okta did not finish. Try again.'],
  ])('says why a sign-in was refused (?signIn=%s, contact %o)', async (reason, oidc, message) => {
    renderInsights(`/insights?signIn=${reason}`, { auth: signedOut(oidc) });
    await providerButton();
    expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${message.replace(/[.?]/g, '\\$&')}$`));
  });
});

describe('autoLogin', () => {
  it('sends someone who arrives signed out straight to the provider', async () => {
    const left = watchLeaving();
    renderInsights('/insights/webhooks', { auth: signedOut({ autoLogin: true }) });
    expect(await screen.findByText('Taking you to Okta to sign in…')).toHaveAttribute('role', 'status');
    // In place of this page in the history: Back from the provider does not come here to be sent there again.
    expect(left).toEqual(['/auth/oidc/login?returnTo=%2Finsights%2Fwebhooks (replaced)']);
    // Should the browser not leave, the button still does.
    expect(await providerButton()).toBeVisible();
  });

  it.each([
    ['a refusal in the address', '/insights?signIn=no-scope', signedOut({ autoLogin: true })],
    ['a session', '/insights', { oidc: { ...OKTA, autoLogin: true }, session: ADA }],
  ])('never leaves on its own with %s', async (_case, path, auth) => {
    const left = watchLeaving();
    renderInsights(path, { auth, mocks: [resultsMock(), eventsMock(), anyAcquisitionMock()] });
    await screen.findByRole(auth.session ? 'button' : 'link', { name: /Sign (in with Okta|out)/ });
    expect(left).toEqual([]);
  });

  it('never leaves on its own with a key this tab kept, nor after signing out of it', async () => {
    sessionStorage.setItem(STORAGE_KEY, TOKEN);
    const left = watchLeaving();
    const { user } = renderInsights('/insights', {
      auth: signedOut({ autoLogin: true }),
      mocks: [resultsMock(), eventsMock(), anyAcquisitionMock()],
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await providerButton()).toBeVisible();
    expect(left).toEqual([]);
  });
});

describe('when /auth/session fails', () => {
  it.each([
    ['cannot be reached', new TypeError('Failed to fetch')],
    ['answers 500', { status: 500 }],
  ])('the key form shows, as before single sign-on, when the server %s', async (_case, answer) => {
    const calls = fakeFetch({ '/auth/session': answer });
    renderInsights('/insights', { loadAuth: fetchAuthSetup });
    expect(screen.getByText('Checking how to sign in…')).toHaveAttribute('role', 'status');
    expect(await screen.findByLabelText('Key or analytics token')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/auth/session']);
  });

  it('the page reads a real answer the same way', async () => {
    fakeFetch({ '/auth/session': { status: 200, body: signedOut({ only: true }) } });
    renderInsights('/insights', { loadAuth: fetchAuthSetup });
    const card = (await providerButton()).parentElement as HTMLElement;
    expect(within(card).getByText(/^Sign in with your Okta account/)).toBeVisible();
    expect(screen.queryByLabelText('Key or analytics token')).toBeNull();
  });
});
