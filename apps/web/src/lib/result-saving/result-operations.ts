import type { ApolloClient } from '@apollo/client';
import type { Answers, Arrival, Locale, PersonalityKey } from '@tastetype/quiz-domain';
import { MarkSharedDocument, SaveResultDocument, type QuizAnswersInput } from '../../gql/graphql';
import { embedHostOrigin } from '../embed/embed-host';

/**
 * Stores a completed quiz once per clientId (a resend stores no second row): the one save path of the
 * quiz and of the results kept on the device (those send no arrival: it is never stored). Resolves to the
 * id the server gave it; rejects when saving failed.
 */
export async function saveResult(
  client: ApolloClient,
  personality: PersonalityKey,
  answers: Answers,
  clientId: string,
  locale: Locale,
  arrival?: Arrival,
): Promise<string> {
  // The schema's option enums are built from the same quiz-domain list the answers were picked from.
  // Inside a publisher's frame, the save records whose page it was (the origin only).
  const embedOrigin = embedHostOrigin();
  const input = {
    personality,
    answers: answers as QuizAnswersInput,
    clientId,
    locale,
    ...(embedOrigin && { embedOrigin }),
    ...(arrival && { arrival }),
  };
  const { data } = await client.mutate({ mutation: SaveResultDocument, variables: { input } });
  if (!data) throw new Error('The server saved nothing');
  return data.savePersonalityResult.id;
}

/** Records on the server that a saved result was shared; rejects when that fails. */
export async function markResultShared(client: ApolloClient, id: string): Promise<void> {
  await client.mutate({ mutation: MarkSharedDocument, variables: { id } });
}
