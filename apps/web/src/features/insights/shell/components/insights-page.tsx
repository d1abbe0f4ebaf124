import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useHydrated } from '../../../../lib/use-hydrated';
import { createInsightsClient } from '../../shared/api/insights-client';
import { PageHeading } from '../../shared/components/page-heading';
import { TokenForm } from '../../shared/components/token-form';
import type { Refusal } from '../../shared/lib/refusal';
import { forgetStoredToken, readStoredToken, storeToken } from '../../shared/lib/token-storage';
import type { InsightsView } from '../lib/insights-view';
import { SignedIn } from './signed-in';

interface InsightsPageProps {
  /** The view the address names. */
  view: InsightsView;
  /** Lets tests answer from mocks. */
  createClient?: (token: string) => ApolloClient;
}

/**
 * The analysts' pages behind a key (or the deprecated analytics token): the sign-in until one is given, then
 * the figures, the keys or the webhooks, fetched by a client that sends it.
 */
export function InsightsPage(props: InsightsPageProps) {
  // The key is in the tab's storage, which the build's render cannot read: until the browser has the page, the heading.
  return useHydrated() ? <Session {...props} /> : <PageHeading />;
}

function Session({ view, createClient = createInsightsClient }: InsightsPageProps) {
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
        <SignedIn view={view} token={token} onSignOut={signOut} onRefused={forget} />
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
