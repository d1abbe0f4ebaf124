import type { AuthSetup, OidcSetup, SsoSession } from '../../features/insights/shell/api/auth-session';
import { browserPage } from '../../features/insights/shell/lib/leave-page';
import type { Holder } from './session-mocks';

/** The company's identity provider, as /auth/session describes it: both ways in, nobody sent there unasked. */
export const OKTA: OidcSetup = {
  provider: 'Okta',
  only: false,
  autoLogin: false,
  loginUrl: '/auth/oidc/login',
  contact: 'data-team@example.com',
};

/** A person signed in through it, with the CSRF token the page sends back. */
export const ADA: SsoSession = {
  name: 'Ada Lovelace',
  scopes: ['analytics:read', 'results:export'],
  csrfToken: 'csrf-of-ada',
  expiresAt: '2026-11-27T15:00:00.000Z',
};

/** What currentKey answers for her session: no key id, her name and her session's scopes. */
export const ADA_HOLDER: Holder = { keyId: null, name: ADA.name, scopes: ADA.scopes, expiresAt: ADA.expiresAt };

/** /auth/session with the provider set up (`oidc` changes it) and nobody signed in. */
export const signedOut = (oidc: Partial<OidcSetup> = {}): AuthSetup => ({ oidc: { ...OKTA, ...oidc }, session: null });

/** /auth/session with a person's session. */
export const signedIn = (session: Partial<SsoSession> = {}): AuthSetup => ({
  oidc: OKTA,
  session: { ...ADA, ...session },
});

/** Watches full-page navigations (jsdom cannot leave the page): the addresses the page left for, "(replaced)" marked. */
export function watchLeaving(): string[] {
  const left: string[] = [];
  jest
    .spyOn(browserPage, 'leaveFor')
    .mockImplementation((url, replace) => void left.push(replace ? `${url} (replaced)` : url));
  return left;
}

/** A `fetch` answering each URL (without its query) with a status and a JSON body, recording every call. */
export function fakeFetch(answers: Record<string, { status: number; body?: unknown } | Error>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const answer = answers[url.split('?')[0]] ?? { status: 404 };
    if (answer instanceof Error) throw answer;
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: async () => answer.body,
    } as Response;
  });
  Object.defineProperty(window, 'fetch', { value: fetch, configurable: true });
  return calls;
}
