import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * Same-origin GraphQL: the api serves this app in production and Vite proxies it in development.
 * `headers` go with every request of this client only (the insights page's token), never the visitors'.
 */
export function createApolloClient(headers: Record<string, string> = {}): ApolloClient {
  return new ApolloClient({ link: new HttpLink({ uri: '/graphql', headers }), cache: new InMemoryCache() });
}
