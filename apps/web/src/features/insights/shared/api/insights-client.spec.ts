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
  afterEach(() => Reflect.deleteProperty(window, 'fetch'));

  const authorizationSent = () => new Headers(fetch.mock.calls.at(-1)?.[1].headers).get('authorization');

  it('sends the token as a bearer with every request', async () => {
    await createInsightsClient('team-token-1234567').query({ query: QUERY });
    expect(authorizationSent()).toBe('Bearer team-token-1234567');
  });

  it("leaves the visitors' client without it", async () => {
    await createApolloClient().query({ query: QUERY });
    expect(fetch).toHaveBeenCalled();
    expect(authorizationSent()).toBeNull();
  });
});
