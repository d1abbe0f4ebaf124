/** Order matters: it is the tie-break order of the tally. */
export const PERSONALITY_KEYS = ['comfort', 'adventurous', 'healthy'] as const;

export type PersonalityKey = (typeof PERSONALITY_KEYS)[number];

export function isPersonalityKey(value: unknown): value is PersonalityKey {
  return typeof value === 'string' && (PERSONALITY_KEYS as readonly string[]).includes(value);
}

/** Each personality's title, in the spec's words: the home cards, link previews and tests read them here. */
export const PERSONALITY_TITLES: Record<PersonalityKey, string> = {
  comfort: 'Comfort Connoisseur',
  adventurous: 'Flavor Explorer',
  healthy: 'Wellness Warrior',
};
