import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { createInsightsClient } from '../api/insights-client';
import type { Refusal } from '../lib/refusal';
import { forgetStoredToken, readStoredToken, storeToken } from '../lib/token-storage';
import { PageHeading } from './page-heading';
import { SignedIn } from './signed-in';
import { TokenForm } from './token-form';

/**
 * The analysts' pages behind a key (or the deprecated analytics token): the sign-in until one is given, then
 * the figures or the keys, fetched by a client that sends it. `createClient` lets tests answer from mocks.
 */
export function InsightsPage({
  createClient = createInsightsClient,
}: {
  createClient?: (token: string) => ApolloClient;
}) {
  const [token, setToken] = useState(readStoredToken);
  const [refusal, setRefusal] = useState<Refusal>();
  const [focusPrompt, setFocusPrompt] = useState(false);
  const client = useMemo(() => (token ? createClient(token) : undefined), [token, createClient]);

  const open = useCallback((given: string) => {
    storeToken(given);
    setRefusal(undefined);
    setToken(given);
  }, []);
  const forget = useCallback((why?: Refusal) => {
    forgetStoredToken();
    setToken(undefined);
    setRefusal(why);
    setFocusPrompt(true);
  }, []);
  const signOut = useCallback(() => forget(), [forget]);

  if (client && token) {
    return (
      <ApolloProvider client={client}>
        <SignedIn token={token} onSignOut={signOut} onRefused={forget} />
      </ApolloProvider>
    );
  }
  return (
    <>
      <PageHeading />
      <TokenForm refusal={refusal} focusOnShow={focusPrompt} onSubmit={open} />
    </>
  );
}
