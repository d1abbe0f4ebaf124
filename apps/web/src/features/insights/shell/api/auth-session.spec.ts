import { ADA, OKTA, fakeFetch } from '../../../../testing/insights/sign-in-mocks';
import { KEYS_ONLY, fetchAuthSetup } from './auth-session';

afterEach(() => Reflect.deleteProperty(window, 'fetch'));

describe('asking /auth/session how analysts sign in', () => {
  it('reads the provider and the session, asking fresh each time with the cookie', async () => {
    const calls = fakeFetch({ '/auth/session': { status: 200, body: { oidc: OKTA, session: ADA } } });
    await expect(fetchAuthSetup()).resolves.toEqual({ oidc: OKTA, session: ADA });
    expect(calls).toHaveLength(1);
    expect(calls[0].init).toMatchObject({ cache: 'no-store', credentials: 'same-origin' });
  });

  it('reads a provider without a session or a contact', async () => {
    fakeFetch({ '/auth/session': { status: 200, body: { oidc: { ...OKTA, contact: null }, session: null } } });
    await expect(fetchAuthSetup()).resolves.toEqual({ oidc: { ...OKTA, contact: null }, session: null });
  });

  it.each([
    ['no provider set up', { status: 200, body: { oidc: null, session: null } }],
    ['a server error', { status: 503, body: { message: 'down' } }],
    ['an answer of another shape', { status: 200, body: { oidc: { provider: 'Okta' } } }],
    ['no answer at all', new TypeError('Failed to fetch')],
  ])('falls back to keys, as before single sign-on, on %s', async (_case, answer) => {
    fakeFetch({ '/auth/session': answer });
    await expect(fetchAuthSetup()).resolves.toEqual(KEYS_ONLY);
  });
});
