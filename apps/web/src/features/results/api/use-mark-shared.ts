import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

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
  const [mutate] = useMutation(MARK_SHARED);
  return async (id: string): Promise<void> => {
    await mutate({ variables: { id } });
  };
}
