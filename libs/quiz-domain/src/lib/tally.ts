import { PERSONALITY_KEYS, type PersonalityKey } from './personalities';
import { type Answers, QUESTIONS, findOption } from './questions';

/** How many picks each personality got. Throws on an answer that is not an option. */
export function countPicks(answers: Answers): Record<PersonalityKey, number> {
  const counts: Record<PersonalityKey, number> = { comfort: 0, adventurous: 0, healthy: 0 };
  for (const question of QUESTIONS) {
    const picked = findOption(question.id, answers[question.id]);
    if (!picked) throw new Error(`answers.${question.id} is not an option of that question`);
    counts[picked.personality] += 1;
  }
  return counts;
}

/** Most picks wins; a tie goes to the earlier key in PERSONALITY_KEYS. */
export function tally(answers: Answers): PersonalityKey {
  const counts = countPicks(answers);
  return PERSONALITY_KEYS.reduce((best, key) => (counts[key] > counts[best] ? key : best));
}
