import { useQuery } from '@apollo/client/react';
import { CurrentKeyDocument } from '../../gql/graphql';

/** Who the signed-in key belongs to and what it may do: asked first, so no view queries what the key may not read. */
export function useCurrentKey() {
  return useQuery(CurrentKeyDocument);
}
