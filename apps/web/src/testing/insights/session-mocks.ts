import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { CurrentKeyDocument, EventInsightsDocument, ResultInsightsDocument } from '../../features/insights/gql/graphql';

/** Who a key belongs to, as currentKey answers. */
export interface Holder {
  keyId: string | null;
  name: string;
  scopes: string[];
  expiresAt: string | null;
}

/** The deprecated analytics token, as the server describes it: no key id, its setting's name, its two scopes. */
export const TOKEN_HOLDER: Holder = {
  keyId: null,
  name: 'ANALYTICS_TOKEN',
  scopes: ['analytics:read', 'results:export'],
  expiresAt: null,
};

export function currentKeyMock(holder: Holder = TOKEN_HOLDER): MockedResponse {
  return {
    request: { query: CurrentKeyDocument },
    result: { data: { currentKey: { __typename: 'KeyHolder', ...holder } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: 0,
  };
}

const REFUSALS = {
  UNAUTHENTICATED: 'This key is not known to this server',
  FORBIDDEN: 'This key lacks the scope analytics:read',
};

/**
 * What the api answers a key it refuses (UNAUTHENTICATED: to every query, currentKey too), or a key without
 * analytics:read (FORBIDDEN: to the figures' queries), in its own words.
 */
export function refusedMocks(code: keyof typeof REFUSALS, message = REFUSALS[code]): MockedResponse[] {
  const refusal = { data: null, errors: [new GraphQLError(message, { extensions: { code } })] };
  const queries = [ResultInsightsDocument, EventInsightsDocument];
  return (code === 'UNAUTHENTICATED' ? [CurrentKeyDocument, ...queries] : queries).map((query) => ({
    request: { query, variables: () => true },
    result: refusal,
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: 0,
  }));
}
