import { useQuery } from '@apollo/client/react';
import type { PersonalityKey } from '@tastetype/quiz-domain';
import { graphql } from '../../../gql';
import type { QueryWindow } from '../lib/filters';

const RESULT_INSIGHTS = graphql(`
  query ResultInsights($from: DateTime, $to: DateTime, $personality: PersonalityKey) {
    resultStats(from: $from, to: $to, personality: $personality) {
      total
      shared
      shareRate
      byPersonality {
        personality
        count
        percent
      }
      answers {
        question
        option
        count
      }
    }
    dailyResults(from: $from, to: $to, personality: $personality) {
      day
      count
      shared
    }
  }
`);

/** Totals, personalities, answers and days of the stored results in the window, of one personality or all. */
export function useResultInsights(bounds: QueryWindow, personality?: PersonalityKey) {
  return useQuery(RESULT_INSIGHTS, { variables: { ...bounds, personality } });
}
