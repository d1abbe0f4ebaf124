import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { onFirstInteraction } from './on-first-interaction';

let shared: Promise<ApolloClient> | undefined;

/** The visitors' Apollo Client, downloaded on first use or after the first answer: never on a page's first paint. */
export function loadGraphqlClient(): Promise<ApolloClient> {
  shared ??= import('./apollo').then(({ createApolloClient }) => createApolloClient());
  return shared;
}

/**
 * Loads the client once the visitor first taps or types (their first answer), so neither the first paint nor the
 * first answer waits for it, and a visitor who only looks never downloads it; it is there long before the save.
 */
export const preloadGraphqlClientOnFirstInteraction = (): (() => void) =>
  onFirstInteraction(() => void loadGraphqlClient());

/** A client handed in from above (the tests' mocked one); the site leaves it empty, keeping Apollo's React code off its first load. */
export const GraphqlClientContext = createContext<ApolloClient | undefined>(undefined);

/** The client handed in from above, else the shared one, loaded on demand. */
export function useGraphqlClient(): () => Promise<ApolloClient> {
  const client = useContext(GraphqlClientContext);
  return useCallback(() => (client ? Promise.resolve(client) : loadGraphqlClient()), [client]);
}

export interface QueryState<TData> {
  data?: TData;
  loading: boolean;
  error?: Error;
}

/** A typed query run once the client is there: Apollo's cache and links, without its hooks on the first load. */
export function useGraphqlQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  skip = false,
): QueryState<TData> {
  const client = useGraphqlClient();
  const [state, setState] = useState<QueryState<TData>>({ loading: !skip });
  const asked = JSON.stringify(variables);
  useEffect(() => {
    if (skip) return;
    let current = true;
    client()
      .then((apollo) =>
        apollo.query<TData, TVariables>({ query, variables: JSON.parse(asked) } as ApolloClient.QueryOptions<
          TData,
          TVariables
        >),
      )
      .then(
        ({ data }) => current && setState({ data: data as TData, loading: false }),
        (error: Error) => current && setState({ error, loading: false }),
      );
    return () => {
      current = false;
    };
  }, [client, query, asked, skip]);
  return state;
}
