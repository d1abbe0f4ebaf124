import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EXAMPLE_HEADERS, exampleQuery } from './example-query';

// JSON POSTs to the same server: Apollo's CSRF prevention lets them through, nothing leaves the host.
const fetcher = createGraphiQLFetcher({ url: '/graphql' });

const root = document.getElementById('graphiql');
if (!root) throw new Error('index.html has no #graphiql');

createRoot(root).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={exampleQuery()}
      defaultHeaders={EXAMPLE_HEADERS}
      defaultEditorToolsVisibility="headers"
      isHeadersEditorEnabled
      shouldPersistHeaders={false}
    />
  </StrictMode>,
);
