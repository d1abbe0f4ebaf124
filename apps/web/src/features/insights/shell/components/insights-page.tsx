import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useHydrated } from '../../../../lib/use-hydrated';
import type { Credential } from '../../shared/api/credential';
import { createInsightsClient } from '../../shared/api/insights-client';
import { Loading } from '../../shared/components/load-states';
import { PageHeading } from '../../shared/components/page-heading';
import { useInsightsT } from '../../shared/insights-messages';
import { type AuthSetup, fetchAuthSetup } from '../api/auth-session';
import type { InsightsView } from '../lib/insights-view';
import { useAuthSetup } from '../lib/use-auth-setup';
import { useSessionSignOut } from '../lib/use-session-sign-out';
import { useSignIn } from '../lib/use-sign-in';
import { SignedIn } from './signed-in';
import { SignedOut } from './signed-out';

interface InsightsPageProps {
  /** The view the address names. */
  view: InsightsView;
  /** Lets tests answer from mocks. */
  createClient?: (credential: Credential) => ApolloClient;
  /** Lets tests say how analysts sign in. */
  loadAuth?: () => Promise<AuthSetup>;
}

/**
 * The analysts' pages behind the company's identity provider or a key (or the deprecated analytics token): the
 * sign-in until one is given, then the figures, the keys or the webhooks, fetched by a client that proves it.
 */
export function InsightsPage(props: InsightsPageProps) {
  // The session and the key are the browser's, which the build's render cannot ask: until it has the page, the heading.
  return useHydrated() ? <Session {...props} /> : <PageHeading />;
}

function Session({ view, createClient = createInsightsClient, loadAuth = fetchAuthSetup }: InsightsPageProps) {
  const t = useInsightsT();
  const setup = useAuthSetup(loadAuth);
  const signIn = useSignIn(setup);
  const { session, credential, forgetKey, endSession } = signIn;
  const client = useMemo(() => credential && createClient(credential), [credential, createClient]);
  // Already over on the server: the sign-in again, with no note (the person asked to leave).
  const sessionOver = useCallback(() => endSession(false), [endSession]);
  const sessionSignOut = useSessionSignOut(session?.csrfToken, sessionOver);
  const keySignOut = useMemo(() => ({ run: () => forgetKey(), pending: false, failed: false }), [forgetKey]);
  const oidc = setup?.oidc ?? null;

  if (client && credential) {
    const person = session && { name: session.name, scopes: session.scopes, contact: oidc?.contact ?? null };
    return (
      <ApolloProvider client={client}>
        <SignedIn
          view={view}
          credential={credential}
          person={person}
          signOut={session ? sessionSignOut : keySignOut}
          onRefused={signIn.refused}
        />
      </ApolloProvider>
    );
  }
  // The heading stays in place while the server says how to sign in.
  return (
    <>
      <PageHeading />
      {setup ? (
        <SignedOut
          oidc={oidc}
          refusal={signIn.refusal}
          ended={signIn.ended}
          focus={signIn.focus}
          autoLeave={!!oidc?.autoLogin && signIn.arrivedSignedOut}
          onKey={signIn.openKey}
        />
      ) : (
        <div className="mt-6 max-w-xl">
          <Loading>{t('insights.sso.checking')}</Loading>
        </div>
      )}
    </>
  );
}
