import type { Answers, PersonalityKey } from '@tastetype/quiz-domain';
import { graphql } from '../../../gql';
import type { QuizAnswersInput } from '../../../gql/graphql';
import { useGraphqlClient } from '../../../lib/graphql-client';

const SAVE_RESULT = graphql(`
  mutation SaveResult($input: SavePersonalityResultInput!) {
    savePersonalityResult(input: $input) {
      id
      personality
    }
  }
`);

/** Saves a completed quiz once per clientId (a retry stores no second row); resolves to the id the server gave it, rejects when saving failed. */
export function useSaveResult() {
  const client = useGraphqlClient();
  return async (personality: PersonalityKey, answers: Answers, clientId: string): Promise<string> => {
    // The schema's option enums are built from the same quiz-domain list the answers were picked from.
    const input = { personality, answers: answers as QuizAnswersInput, clientId };
    const { data } = await (await client()).mutate({ mutation: SAVE_RESULT, variables: { input } });
    if (!data) throw new Error('The server saved nothing');
    return data.savePersonalityResult.id;
  };
}
