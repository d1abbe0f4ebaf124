import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import type { InsightsMessage } from '../insights-messages';

/** Why the server will not show figures: a token it does not know, or analytics turned off on it. */
export type Refusal = 'wrong-token' | 'analytics-off';

/** What the analyst reads for each refusal. */
export const REFUSAL_MESSAGES = {
  'wrong-token': 'insights.refusal.wrongToken',
  'analytics-off': 'insights.refusal.analyticsOff',
} as const satisfies Record<Refusal, InsightsMessage>;

/** The refusal an Apollo error stands for, or undefined for any other failure. */
export function refusalOf(error: unknown): Refusal | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const codes = error.errors.map((graphQLError) => graphQLError.extensions?.['code']);
    if (codes.includes('UNAUTHENTICATED')) return 'wrong-token';
    if (codes.includes('FORBIDDEN')) return 'analytics-off';
  }
  if (ServerError.is(error)) return refusalOfStatus(error.statusCode);
  return undefined;
}

/** The same for a plain HTTP answer (the CSV export). */
export function refusalOfStatus(status: number): Refusal | undefined {
  if (status === 401) return 'wrong-token';
  if (status === 403) return 'analytics-off';
  return undefined;
}
