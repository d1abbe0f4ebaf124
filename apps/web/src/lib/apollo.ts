import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** Same-origin GraphQL: the api serves this app in production and Vite proxies it in development. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({ link: new HttpLink({ uri: '/graphql' }), cache: new InMemoryCache() });
}
