import { gql } from '@apollo/client';
import { createApolloClient } from '../../../../lib/apollo';
import { createInsightsClient } from './insights-client';

const QUERY = gql`
  query Probe {
    personalities {
      key
    }
  }
`;

describe('the insights Apollo client', () => {
  const fetch = jest.fn<Promise<unknown>, [string, RequestInit]>(async () => ({
    ok: true,
    status: 200,
    headers: { get: () => 'application/json' },
    text: async () => JSON.stringify({ data: { personalities: [] } }),
  }));
  beforeEach(() => Object.defineProperty(window, 'fetch', { value: fetch, configurable: true }));
  afterEach(() => {
    Reflect.deleteProperty(window, 'fetch');
    fetch.mockClear();
  });

  const sent = () => fetch.mock.calls.at(-1)?.[1];
  const headerSent = (name: string) => new Headers(sent()?.headers).get(name);
  const authorizationSent = () => headerSent('authorization');

  it('sends the token as a bearer with every request', async () => {
    await createInsightsClient({ kind: 'key', token: 'team-token-1234567' }).query({ query: QUERY });
    expect(authorizationSent()).toBe('Bearer team-token-1234567');
    expect(headerSent('x-csrf-token')).toBeNull();
  });

  it("sends a session's CSRF token with every request, its cookie by the browser, and no bearer", async () => {
    const client = createInsightsClient({ kind: 'session', csrfToken: 'csrf-of-ada' });
    await client.query({ query: QUERY });
    await client.query({ query: QUERY, fetchPolicy: 'network-only' });
    expect(fetch).toHaveBeenCalledTimes(2);
    for (const [url, init] of fetch.mock.calls) {
      expect(url).toBe('/graphql');
      expect(init.credentials).toBe('same-origin');
      expect(new Headers(init.headers).get('x-csrf-token')).toBe('csrf-of-ada');
      expect(new Headers(init.headers).get('authorization')).toBeNull();
    }
  });

  it("leaves the visitors' client without it", async () => {
    await createApolloClient().query({ query: QUERY });
    expect(fetch).toHaveBeenCalled();
    expect(authorizationSent()).toBeNull();
  });
});
