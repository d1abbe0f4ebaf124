import { PERSONALITY_KEYS, PERSONALITY_TITLES } from './personalities';

describe('PERSONALITY_TITLES', () => {
  it("names every personality in the spec's words", () => {
    expect(PERSONALITY_KEYS.map((key) => PERSONALITY_TITLES[key])).toEqual([
      'Comfort Connoisseur',
      'Flavor Explorer',
      'Wellness Warrior',
    ]);
  });
});
