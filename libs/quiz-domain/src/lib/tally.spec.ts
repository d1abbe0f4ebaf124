import { countPicks, tally } from './tally';

describe('tally', () => {
  // Every one of the 27 ways to answer, with the winner read off by hand:
  // two or three picks of one personality win; 1-1-1 goes to comfort.
  it.each([
    ['mild', 'cozy', 'traditional', 'comfort'],
    ['mild', 'cozy', 'experimental', 'comfort'],
    ['mild', 'cozy', 'simple', 'comfort'],
    ['mild', 'exotic', 'traditional', 'comfort'],
    ['mild', 'exotic', 'experimental', 'adventurous'],
    ['mild', 'exotic', 'simple', 'comfort'],
    ['mild', 'fresh_natural', 'traditional', 'comfort'],
    ['mild', 'fresh_natural', 'experimental', 'comfort'],
    ['mild', 'fresh_natural', 'simple', 'healthy'],
    ['spicy', 'cozy', 'traditional', 'comfort'],
    ['spicy', 'cozy', 'experimental', 'adventurous'],
    ['spicy', 'cozy', 'simple', 'comfort'],
    ['spicy', 'exotic', 'traditional', 'adventurous'],
    ['spicy', 'exotic', 'experimental', 'adventurous'],
    ['spicy', 'exotic', 'simple', 'adventurous'],
    ['spicy', 'fresh_natural', 'traditional', 'comfort'],
    ['spicy', 'fresh_natural', 'experimental', 'adventurous'],
    ['spicy', 'fresh_natural', 'simple', 'healthy'],
    ['fresh', 'cozy', 'traditional', 'comfort'],
    ['fresh', 'cozy', 'experimental', 'comfort'],
    ['fresh', 'cozy', 'simple', 'healthy'],
    ['fresh', 'exotic', 'traditional', 'comfort'],
    ['fresh', 'exotic', 'experimental', 'adventurous'],
    ['fresh', 'exotic', 'simple', 'healthy'],
    ['fresh', 'fresh_natural', 'traditional', 'healthy'],
    ['fresh', 'fresh_natural', 'experimental', 'healthy'],
    ['fresh', 'fresh_natural', 'simple', 'healthy'],
  ])('%s + %s + %s → %s', async (flavor, dining, cooking, winner) => {
    expect(tally({ flavor, dining, cooking })).toBe(winner);
  });

  it('gives all six 1-1-1 ties to comfort', async () => {
    const ties = [
      { flavor: 'mild', dining: 'exotic', cooking: 'simple' },
      { flavor: 'mild', dining: 'fresh_natural', cooking: 'experimental' },
      { flavor: 'spicy', dining: 'cozy', cooking: 'simple' },
      { flavor: 'spicy', dining: 'fresh_natural', cooking: 'traditional' },
      { flavor: 'fresh', dining: 'cozy', cooking: 'experimental' },
      { flavor: 'fresh', dining: 'exotic', cooking: 'traditional' },
    ];
    for (const answers of ties) {
      expect(countPicks(answers)).toEqual({ comfort: 1, adventurous: 1, healthy: 1 });
      expect(tally(answers)).toBe('comfort');
    }
  });

  it('refuses an option that belongs to another question', async () => {
    await expect(async () => tally({ flavor: 'cozy', dining: 'cozy', cooking: 'simple' })).rejects.toThrow(
      'answers.flavor is not an option of that question',
    );
  });
});
