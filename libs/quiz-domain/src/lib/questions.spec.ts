import { QUESTIONS, findOption } from './questions';

describe('QUESTIONS', () => {
  it('holds the three questions of the spec, in order, with their texts', async () => {
    expect(QUESTIONS.map((q) => [q.id, q.text])).toEqual([
      ['flavor', 'Which flavor profile appeals to you most?'],
      ['dining', "What's your ideal dining experience?"],
      ['cooking', 'How do you prefer to cook/eat?'],
    ]);
  });

  it('gives every question one option per personality, with the exact labels', async () => {
    expect(QUESTIONS.map((q) => q.options.map((o) => `${o.id}:${o.label}:${o.personality}`))).toEqual([
      ['mild:Mild & Familiar:comfort', 'spicy:Bold & Spicy:adventurous', 'fresh:Fresh & Light:healthy'],
      [
        'cozy:Cozy & Intimate:comfort',
        'exotic:Exotic & Adventurous:adventurous',
        'fresh_natural:Fresh & Natural:healthy',
      ],
      [
        'traditional:Traditional Methods:comfort',
        'experimental:Experimental & Fusion:adventurous',
        'simple:Simple & Clean:healthy',
      ],
    ]);
  });

  it('points every option at its own picture', async () => {
    expect(findOption('dining', 'fresh_natural')?.image).toBe('/pictures/options/fresh_natural.webp');
    expect(findOption('dining', 'mild')).toBeUndefined();
  });
});
