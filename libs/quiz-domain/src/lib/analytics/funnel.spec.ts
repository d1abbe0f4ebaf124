import { dropOffPercent } from './funnel';

describe('dropOffPercent', () => {
  it.each([
    [100, 90, 10],
    [81, 80, 1.2],
    [80, 80, 0],
    [3, 0, 100],
    [0, 0, undefined],
    [80, 95, undefined],
  ])('from %i to %i: %s', (reached, next, expected) => {
    expect(dropOffPercent(reached, next)).toBe(expected);
  });
});
