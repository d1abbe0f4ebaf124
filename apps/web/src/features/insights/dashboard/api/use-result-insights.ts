import { useQuery } from '@apollo/client/react';
import type { Locale, PersonalityKey } from '@tastetype/quiz-domain';
import type { QueryWindow } from '../lib/filters';
import { ResultInsightsDocument } from '../../gql/graphql';

/** Totals, personalities, answers and days of the stored results in the window, of one personality and language or all; and each language's count. */
export function useResultInsights(bounds: QueryWindow, personality?: PersonalityKey, locale?: Locale) {
  return useQuery(ResultInsightsDocument, { variables: { ...bounds, personality, locale } });
}
