import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { QueryWindow } from '../lib/filters';

const EVENT_INSIGHTS = graphql(`
  query EventInsights($from: DateTime, $to: DateTime) {
    funnel(from: $from, to: $to) {
      views
      starts
      questions {
        question
        answered
        dropOffPercent
      }
      completions
      resultViews
      completionRate
      medianSecondsToComplete
    }
    sharing(from: $from, to: $to) {
      shareClicks
      shares
      shareRate
      sharedLinkLandings
      startsFromShares
      completionsFromShares
      viralFactor
    }
  }
`);

/** The funnel and sharing in the window: counted from visits' events, so for every personality. */
export function useEventInsights(bounds: QueryWindow) {
  return useQuery(EVENT_INSIGHTS, { variables: bounds });
}
