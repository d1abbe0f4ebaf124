import type { Answers, Locale, PersonalityKey } from '@tastetype/quiz-domain';
import { arrival } from '../../../lib/arrival/arrival';
import { useGraphqlClient } from '../../../lib/graphql-client';

/** Saves a completed quiz once per clientId; resolves to the id the server gave it, rejects when saving failed. */
export function useSaveResult() {
  const client = useGraphqlClient();
  return async (personality: PersonalityKey, answers: Answers, clientId: string, locale: Locale): Promise<string> => {
    // The mutation and its document download with Apollo, while the visitor answers: not with the first question.
    const { saveResult } = await import('../../../lib/result-saving/result-operations');
    return saveResult(await client(), personality, answers, clientId, locale, arrival());
  };
}
