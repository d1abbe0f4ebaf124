import type { PersonalityKey } from '@tastetype/quiz-domain';

/** Each personality's title message; the results page reads the server's profiles, the rest reads these. */
export const PERSONALITY_MESSAGES = {
  comfort: 'personality.comfort',
  adventurous: 'personality.adventurous',
  healthy: 'personality.healthy',
} as const satisfies Record<PersonalityKey, string>;
