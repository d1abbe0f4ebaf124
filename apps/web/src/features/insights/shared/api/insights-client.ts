import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../../../../lib/apollo';
import { type Credential, credentialHeaders } from './credential';

/** A client of its own per key or session: its proof travels with this page's requests only, its cache goes with it. */
export function createInsightsClient(credential: Credential): ApolloClient {
  return createApolloClient(credentialHeaders(credential));
}
