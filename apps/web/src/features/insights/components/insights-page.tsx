import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { createInsightsClient } from '../api/insights-client';
import { useInsightsT } from '../insights-messages';
import type { Refusal } from '../lib/refusal';
import { forgetStoredToken, readStoredToken, storeToken } from '../lib/token-storage';
import { InsightsDashboard } from './insights-dashboard';
import { TokenForm } from './token-form';

/**
 * The analysts' dashboard behind the analytics token: the token form until one is given, then the figures,
 * fetched by a client that sends it. `createClient` lets tests answer from mocks.
 */
export function InsightsPage({
  createClient = createInsightsClient,
}: {
  createClient?: (token: string) => ApolloClient;
}) {
  const t = useInsightsT();
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

  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('insights.heading')}</h1>
          <p className="mt-1 text-stone-700">{t('insights.intro')}</p>
        </div>
        {client && (
          <Button variant="outline" onClick={() => forget()}>
            {t('insights.forgetToken')}
          </Button>
        )}
      </div>
      {client && token ? (
        <ApolloProvider client={client}>
          <InsightsDashboard token={token} onRefused={forget} />
        </ApolloProvider>
      ) : (
        <TokenForm refusal={refusal} focusOnShow={focusPrompt} onSubmit={open} />
      )}
    </>
  );
}
