import { useQuery } from '@apollo/client/react';
import { type Attribution, type AttributionKey, DIMENSION_OF } from '../lib/attribution';
import type { QueryWindow } from '../lib/filters';
import { AcquisitionDocument } from '../../gql/graphql';

/** Visitors and what they went on to do by one attribution field, busiest first, within the attribution picked. */
export function useAcquisition(
  by: AttributionKey,
  bounds: QueryWindow,
  ranOn: string | undefined,
  within: Attribution,
) {
  return useQuery(AcquisitionDocument, { variables: { by: DIMENSION_OF[by], ...bounds, ranOn, ...within } });
}
