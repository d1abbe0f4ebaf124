import { useGraphqlClient } from '../../../lib/graphql-client';

/** Records on the server that a saved result was shared; rejects when that fails. */
export function useMarkShared() {
  const client = useGraphqlClient();
  return async (id: string): Promise<void> => {
    const { markResultShared } = await import('../../../lib/result-saving/result-operations');
    return markResultShared(await client(), id);
  };
}
