import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AccessNote } from './access-note';
import { EXAMPLE_HEADERS, SESSION_HEADERS, exampleQuery } from './example-query';
import { fetchIdeAccess, fetcherOptions } from './ide-access';

const root = document.getElementById('graphiql');
if (!root) throw new Error('index.html has no #graphiql');

// The session decides the headers and the example GraphiQL opens with: asked before it renders.
void fetchIdeAccess().then((access) => {
  const fetcher = createGraphiQLFetcher(fetcherOptions(access));
  const returnTo = window.location.pathname + window.location.search;
  createRoot(root).render(
    <StrictMode>
      <GraphiQL
        fetcher={fetcher}
        defaultQuery={exampleQuery(undefined, access.session?.name)}
        defaultHeaders={access.session ? SESSION_HEADERS : EXAMPLE_HEADERS}
        defaultEditorToolsVisibility="headers"
        isHeadersEditorEnabled
        shouldPersistHeaders={false}
      >
        {access.provider ? (
          <GraphiQL.Footer>
            <AccessNote access={access} returnTo={returnTo} />
          </GraphiQL.Footer>
        ) : null}
      </GraphiQL>
    </StrictMode>,
  );
});
