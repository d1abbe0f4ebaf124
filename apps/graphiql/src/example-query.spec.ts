import { exampleQuery, lastWeek } from './example-query';

describe('the example query the IDE opens with', () => {
  it.each([
    ['late on a Sunday', '2026-11-22T23:30:00Z', '2026-11-09', '2026-11-16'],
    ['at midnight on the Monday after', '2026-11-23T00:00:00Z', '2026-11-16', '2026-11-23'],
    ['late on a Monday', '2026-11-16T23:59:59Z', '2026-11-09', '2026-11-16'],
  ])('asks about last week, Monday to Monday in UTC, %s', async (_case, now, from, to) => {
    await expect(lastWeek(new Date(now))).toEqual({ from: `${from}T00:00:00.000Z`, to: `${to}T00:00:00.000Z` });
  });

  it('puts those bounds in the resultStats example', async () => {
    await expect(exampleQuery({ from: 'A', to: 'B' })).toContain(
      'resultStats(personality: adventurous, from: "A", to: "B")',
    );
  });
});
