import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { fetchIdeAccess, fetcherOptions, loginHref } from './ide-access';

const OIDC = { provider: 'Okta', only: false, autoLogin: false, loginUrl: '/auth/oidc/login', contact: null };
const SESSION = { name: 'Ada Lovelace', scopes: ['analytics:read'], csrfToken: 'csrf-of-ada', expiresAt: 'x' };

/** A fetch answering one JSON body (or failing), recording what it was asked. */
function fakeFetch(answer: { status: number; body?: unknown } | Error) {
  return jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body ?? null), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

describe('what the IDE learns from /auth/session', () => {
  it('reads the provider and the session, asking fresh with the cookie', async () => {
    const fetch = fakeFetch({ status: 200, body: { oidc: OIDC, session: SESSION } });
    await expect(fetchIdeAccess(fetch)).resolves.toEqual({
      provider: 'Okta',
      loginUrl: '/auth/oidc/login',
      session: { name: 'Ada Lovelace', csrfToken: 'csrf-of-ada' },
    });
    expect(fetch.mock.calls[0][0]).toBe('/auth/session');
    await expect(fetch.mock.calls[0][1]).toMatchObject({ credentials: 'same-origin', cache: 'no-store' });
  });

  it('reads a provider without a session', async () => {
    const fetch = fakeFetch({ status: 200, body: { oidc: OIDC, session: null } });
    await expect(fetchIdeAccess(fetch)).resolves.toEqual({ provider: 'Okta', loginUrl: '/auth/oidc/login' });
  });

  it.each([
    ['no provider', fakeFetch({ status: 200, body: { oidc: null, session: null } })],
    ['a server error', fakeFetch({ status: 502 })],
    ['no answer', fakeFetch(new TypeError('Failed to fetch'))],
  ])('asks for a key, as before, on %s', async (_case, fetch) => {
    await expect(fetchIdeAccess(fetch)).resolves.toEqual({});
  });
});

describe("the IDE's queries", () => {
  const query = { query: '{ resultStats { total } }' };
  const answer = () => fakeFetch({ status: 200, body: { data: { resultStats: { total: 3 } } } });

  it('with a session carry its CSRF token and the cookie, and no bearer', async () => {
    const fetch = answer();
    const access = { provider: 'Okta', loginUrl: '/l', session: { name: 'Ada', csrfToken: 'csrf-of-ada' } };
    // GraphiQL's fetcher streams its answers (incremental delivery): the first is the whole result here.
    const results = (await createGraphiQLFetcher(fetcherOptions(access, fetch))(query)) as AsyncIterable<unknown>;
    await expect(results[Symbol.asyncIterator]().next()).resolves.toEqual({
      done: false,
      value: { data: { resultStats: { total: 3 } } },
    });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('csrf-of-ada');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it('without one are sent as before: the headers the analyst types', async () => {
    expect(fetcherOptions({ provider: 'Okta', loginUrl: '/l' })).toEqual({ url: '/graphql' });
    expect(fetcherOptions({})).toEqual({ url: '/graphql' });
  });
});

it('signing in from the IDE comes back to it', async () => {
  await expect(loginHref('/auth/oidc/login', '/graphql')).toBe('/auth/oidc/login?returnTo=%2Fgraphql');
});
