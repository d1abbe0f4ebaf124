import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { useApolloClient } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { GraphqlClientContext } from '../lib/graphql-client';

/** Hands MockedProvider's client to the app's own client context. */
function HandOver({ children }: { children: ReactNode }) {
  return <GraphqlClientContext.Provider value={useApolloClient()}>{children}</GraphqlClientContext.Provider>;
}

/** The app's GraphQL answering from `mocks`. */
export function MockedGraphql({ mocks, children }: { mocks: MockedResponse[]; children: ReactNode }) {
  return (
    <MockedProvider mocks={mocks}>
      <HandOver>{children}</HandOver>
    </MockedProvider>
  );
}
