import { useQuery } from '@apollo/client/react';
import type { QueryWindow } from '../lib/filters';
import { EventInsightsDocument } from '../../gql/graphql';

/** The funnel and sharing in the window (where the quiz ran, when given), and every place it ran: counted from visits' events, so for every personality. */
export function useEventInsights(bounds: QueryWindow, ranOn?: string) {
  return useQuery(EventInsightsDocument, { variables: { ...bounds, ranOn } });
}
