import { useQuery } from '@apollo/client/react';
import type { QueryWindow } from '../lib/filters';
import { WebVitalsDocument } from '../../gql/graphql';

/** Each page's LCP, INP and CLS at the 75th percentile in the window, as the visitors' browsers measured them. */
export function useWebVitals(bounds: QueryWindow) {
  return useQuery(WebVitalsDocument, { variables: bounds });
}
