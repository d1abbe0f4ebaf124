import { useGraphqlClient } from '../../../lib/graphql-client';
import { markResultShared } from '../../../lib/result-operations';

/** Records on the server that a saved result was shared; rejects when that fails. */
export function useMarkShared() {
  const client = useGraphqlClient();
  return async (id: string): Promise<void> => markResultShared(await client(), id);
}
