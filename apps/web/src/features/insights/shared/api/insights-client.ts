import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../../../../lib/apollo';

/** A client of its own per key: the key travels with this page's requests only, and its cache goes with it. */
export function createInsightsClient(token: string): ApolloClient {
  return createApolloClient({ authorization: bearer(token) });
}

export const bearer = (token: string) => `Bearer ${token}`;
