import { ApolloClient, InMemoryCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALES, localizedPath } from '@tastetype/quiz-domain';
import { Fragment } from 'react';
import { MemoryRouter, Routes, useLocation } from 'react-router-dom';
import { insightsRoute } from '../../app/app-routes';
import { InsightsRoute } from '../../app/routes/insights';
import { CurrentKeyDocument, DataRetentionDocument, WebVitalsDocument } from '../../features/insights/gql/graphql';
import type { Credential } from '../../features/insights/shared/api/credential';
import { type AuthSetup, KEYS_ONLY } from '../../features/insights/shell/api/auth-session';
import { usePageLanguage } from '../../i18n/use-page-language';
import { retentionMock } from './figures-mocks';
import { currentKeyMock, type Holder } from './session-mocks';
import { webVitalsMock } from './web-vitals-mocks';

/** Where the page is, and in which language it speaks, as the app's routes set it. */
function LocationProbe() {
  usePageLanguage();
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * The analysts' pages (or a language's, such as /es/insights/keys) at `path`, routed as the app routes them, each token's Apollo answering from its own mocks
 * (`mocksByToken`, else `mocks`): the same MockLink MockedProvider uses, in the client the page makes per token.
 * Unless the mocks answer currentKey themselves, it names `holder` (the analytics token when not given); unless they
 * answer dataRetention, the server's default retention; unless they answer webVitals, no page measured.
 * `/auth/session` answers `auth` (keys only when not given), or `loadAuth` asks it (the real fetch, for its failures).
 * A session's client answers from `mocks`; `credentials` lists every credential a client was made for.
 */
export function renderInsights(
  path: string,
  {
    mocks = [],
    mocksByToken = {},
    holder,
    auth = KEYS_ONLY,
    loadAuth = async () => auth,
  }: {
    mocks?: MockedResponse[];
    mocksByToken?: Record<string, MockedResponse[]>;
    holder?: Holder;
    auth?: AuthSetup;
    loadAuth?: () => Promise<AuthSetup>;
  },
) {
  const tokens: string[] = [];
  const credentials: Credential[] = [];
  const answers = (given: MockedResponse[], query: unknown) => given.some((mock) => mock.request.query === query);
  const withDefaults = (given: MockedResponse[]) => [
    ...(answers(given, CurrentKeyDocument) ? [] : [currentKeyMock(holder)]),
    ...(answers(given, DataRetentionDocument) ? [] : [retentionMock()]),
    ...(answers(given, WebVitalsDocument) ? [] : [webVitalsMock()]),
    ...given,
  ];
  const createClient = (credential: Credential) => {
    credentials.push(credential);
    if (credential.kind === 'key') tokens.push(credential.token);
    const given = credential.kind === 'key' ? mocksByToken[credential.token] : undefined;
    return new ApolloClient({
      link: new MockLink(withDefaults(given ?? mocks)),
      cache: new InMemoryCache(),
    });
  };
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {LOCALES.map((locale) => (
          <Fragment key={locale}>
            {insightsRoute(
              (path) => localizedPath(locale, path),
              <InsightsRoute createClient={createClient} loadAuth={loadAuth} />,
            )}
          </Fragment>
        ))}
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, tokens, credentials, ...view };
}
