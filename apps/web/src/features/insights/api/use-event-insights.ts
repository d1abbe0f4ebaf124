import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { QueryWindow } from '../lib/filters';

const EVENT_INSIGHTS = graphql(`
  query EventInsights($from: DateTime, $to: DateTime, $ranOn: String) {
    funnel(from: $from, to: $to, ranOn: $ranOn) {
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
    sharing(from: $from, to: $to, ranOn: $ranOn) {
      shareClicks
      shares
      shareRate
      sharedLinkLandings
      startsFromShares
      completionsFromShares
      viralFactor
    }
    embedSites(from: $from, to: $to) {
      origin
      starts
      completions
      shares
    }
  }
`);

/** The funnel and sharing in the window (where the quiz ran, when given), and every place it ran: counted from visits' events, so for every personality. */
export function useEventInsights(bounds: QueryWindow, ranOn?: string) {
  return useQuery(EVENT_INSIGHTS, { variables: { ...bounds, ranOn } });
}
