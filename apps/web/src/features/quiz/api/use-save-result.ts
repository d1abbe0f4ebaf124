import type { Answers, PersonalityKey } from '@tastetype/quiz-domain';
import { useGraphqlClient } from '../../../lib/graphql-client';
import { saveResult } from '../../../lib/result-operations';

/** Saves a completed quiz once per clientId; resolves to the id the server gave it, rejects when saving failed. */
export function useSaveResult() {
  const client = useGraphqlClient();
  return async (personality: PersonalityKey, answers: Answers, clientId: string): Promise<string> =>
    saveResult(await client(), personality, answers, clientId);
}
