import { EXAMPLE_HEADERS, SESSION_HEADERS, exampleQuery, lastWeek } from './example-query';

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

  it('tells a key where its token goes', async () => {
    await expect(exampleQuery({ from: 'A', to: 'B' })).toMatch(
      /^# TasteType analytics\. Put your token in the Headers tab below:\n# {3}\{ "Authorization": "Bearer <ANALYTICS_TOKEN>" \}\n# Dates/,
    );
    await expect(JSON.parse(EXAMPLE_HEADERS)).toHaveProperty('Authorization');
  });

  it('tells a person signed in through the provider that no token is needed, the name kept on its comment line', async () => {
    const query = exampleQuery({ from: 'A', to: 'B' }, 'Ada\nLovelace');
    await expect(query).toMatch(
      /^# TasteType analytics\. Signed in as Ada Lovelace: your session\n# goes with every query, so no token is needed\.\n# Dates/,
    );
    await expect(JSON.parse(SESSION_HEADERS)).toEqual({});
  });
});
