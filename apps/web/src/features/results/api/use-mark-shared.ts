import { graphql } from '../../../gql';
import { useGraphqlClient } from '../../../lib/graphql-client';

const MARK_SHARED = graphql(`
  mutation MarkShared($id: ID!) {
    markShared(id: $id) {
      id
      shared
    }
  }
`);

/** Records on the server that a saved result was shared; rejects when that fails. */
export function useMarkShared() {
  const client = useGraphqlClient();
  return async (id: string): Promise<void> => {
    await (await client()).mutate({ mutation: MARK_SHARED, variables: { id } });
  };
}
