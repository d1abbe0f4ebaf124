import { useQuery } from '@apollo/client/react';
import type { Locale, PersonalityKey } from '@tastetype/quiz-domain';
import { graphql } from '../../../gql';
import type { QueryWindow } from '../lib/filters';

const RESULT_INSIGHTS = graphql(`
  query ResultInsights($from: DateTime, $to: DateTime, $personality: PersonalityKey, $locale: String) {
    resultStats(from: $from, to: $to, personality: $personality, locale: $locale) {
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
    dailyResults(from: $from, to: $to, personality: $personality, locale: $locale) {
      day
      count
      shared
    }
    resultsByLocale(from: $from, to: $to) {
      locale
      completions
      shares
    }
  }
`);

/** Totals, personalities, answers and days of the stored results in the window, of one personality and language or all; and each language's count. */
export function useResultInsights(bounds: QueryWindow, personality?: PersonalityKey, locale?: Locale) {
  return useQuery(RESULT_INSIGHTS, { variables: { ...bounds, personality, locale } });
}
