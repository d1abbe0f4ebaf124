import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * Same-origin GraphQL: the api serves this app in production and Vite proxies it in development.
 * `headers` go with every request of this client only (the insights page's key or session token), never the visitors'.
 */
export function createApolloClient(headers: Record<string, string> = {}): ApolloClient {
  // Said outright: an analyst's session cookie goes to this server and nowhere else.
  const link = new HttpLink({ uri: '/graphql', headers, credentials: 'same-origin' });
  return new ApolloClient({ link, cache: new InMemoryCache() });
}
