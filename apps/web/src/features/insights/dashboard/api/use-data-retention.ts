import { useQuery } from '@apollo/client/react';
import { DataRetentionDocument } from '../../gql/graphql';

/** How far back raw events go and from when results remain: the same whatever the filter, so asked once. */
export function useDataRetention() {
  return useQuery(DataRetentionDocument);
}
