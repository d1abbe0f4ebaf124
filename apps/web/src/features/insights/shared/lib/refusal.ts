import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import type { InsightsMessage } from '../insights-messages';

/** Why the server will not answer: a key it refuses (unknown, mistyped, revoked, expired), or a key without the scope asked for. */
export type RefusalKind = 'wrong-key' | 'missing-scope';

export interface Refusal {
  kind: RefusalKind;
  /** The server's own words, in English, e.g. "This key was revoked": they say which of the reasons it was. */
  reason?: string;
}

/** What the analyst reads for each refusal. */
export const REFUSAL_MESSAGES = {
  'wrong-key': 'insights.refusal.wrongKey',
  'missing-scope': 'insights.refusal.missingScope',
} as const satisfies Record<RefusalKind, InsightsMessage>;

const KIND_OF_CODE: Record<string, RefusalKind> = { UNAUTHENTICATED: 'wrong-key', FORBIDDEN: 'missing-scope' };

/** The refusal an Apollo error stands for (a refused key before a missing scope), or undefined for any other failure. */
export function refusalOf(error: unknown): Refusal | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    for (const code of ['UNAUTHENTICATED', 'FORBIDDEN']) {
      const refused = error.errors.find((graphQLError) => graphQLError.extensions?.['code'] === code);
      if (refused) return { kind: KIND_OF_CODE[code], reason: refused.message };
    }
  }
  if (ServerError.is(error)) return refusalOfStatus(error.statusCode);
  return undefined;
}

/** The same for a plain HTTP answer (the CSV export), with the message of its JSON body when it has one. */
export function refusalOfStatus(status: number, reason?: string): Refusal | undefined {
  if (status === 401) return { kind: 'wrong-key', reason };
  if (status === 403) return { kind: 'missing-scope', reason };
  return undefined;
}
