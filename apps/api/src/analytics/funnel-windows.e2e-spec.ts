import { type TestApp, createTestApp, graphql } from '../testing/test-app';

const TOKEN = 'test-analytics-token-0123456789';
const AUTH = { authorization: `Bearer ${TOKEN}` };
const FIGURES = `query Figures($from: DateTime, $to: DateTime) {
  funnel(from: $from, to: $to) { views starts completions medianSecondsToComplete questions { answered } }
  sharing(from: $from, to: $to) { shares sharedLinkLandings startsFromShares completionsFromShares }
}`;
const DAILY = `query Daily($from: DateTime, $to: DateTime) { funnelDaily(from: $from, to: $to) {
  day views starts completions shares sharedLinkLandings
} }`;

/** [at, name, route, question, seconds, fromShare] over four days, each inserted as a past batch would be. */
const HISTORY: [string, string, string | null, number | null, number | null, boolean][] = [
  ['2026-03-01T10:00:00Z', 'quiz_start', null, null, null, false],
  ['2026-03-01T11:00:00Z', 'quiz_start', null, null, null, true],
  ['2026-03-01T11:30:00Z', 'question_answered', null, 1, null, true],
  ['2026-03-01T12:00:00Z', 'quiz_complete', null, null, 20, true],
  ['2026-03-02T06:00:00Z', 'quiz_start', null, null, null, false],
  ['2026-03-02T18:00:00Z', 'quiz_complete', null, null, 40, false],
  ['2026-03-02T20:00:00Z', 'share_success', null, null, null, false],
  ['2026-03-03T00:00:00Z', 'quiz_start', null, null, null, false],
  ['2026-03-03T09:00:00Z', 'page_view', '/', null, null, false],
  ['2026-03-03T23:59:59.999Z', 'quiz_complete', null, null, 60, false],
  ['2026-03-04T01:00:00Z', 'quiz_start', null, null, null, true],
  ['2026-03-04T02:00:00Z', 'shared_link_landing', null, null, null, true],
];

async function figures(t: TestApp, from?: string, to?: string) {
  const { body } = await graphql(t.app, FIGURES, { from, to }, AUTH);
  await expect(body.errors).toBeUndefined();
  return body.data;
}

const hours = (at: string, count: number) => new Date(Date.parse(at) + count * 3_600_000).toISOString();

describe('funnel analytics over windows of whole and partial days', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANALYTICS_TOKEN: TOKEN } });
    for (const [at, name, route, question, seconds, fromShare] of HISTORY) {
      await t.db.query(
        `INSERT INTO funnel_events (at, name, attempt, route, question, seconds, from_share)
         VALUES ($1, $2, gen_random_uuid(), $3, $4, $5, $6)`,
        [at, name, route, question, seconds, fromShare],
      );
    }
  });
  afterAll(async () => t.close());

  it.each([
    ['all time', undefined, undefined, [1, 5, 3, 40, 1, 1, 1, 2, 1]],
    ['whole days', '2026-03-02T00:00:00Z', '2026-03-04T00:00:00Z', [1, 2, 2, 50, 0, 1, 0, 0, 0]],
    ['partial days at both ends', '2026-03-01T11:00:00Z', '2026-03-03T12:00:00Z', [1, 3, 2, 30, 1, 1, 0, 1, 1]],
    ['a window inside one day', '2026-03-01T10:30:00Z', '2026-03-01T11:45:00Z', [0, 1, 0, null, 1, 0, 0, 1, 0]],
    ['a window across midnight', '2026-03-03T23:00:00Z', '2026-03-04T01:30:00Z', [0, 1, 1, 60, 0, 0, 0, 1, 0]],
  ])('counts exactly over %s', async (_case, from, to, expected) => {
    const [views, starts, completions, median, answered, shares, landings, startsFromShares, fromShares] = expected;
    await expect(figures(t, from, to)).resolves.toEqual({
      funnel: {
        views,
        starts,
        completions,
        medianSecondsToComplete: median,
        questions: [{ answered }, { answered: 0 }, { answered: 0 }],
      },
      sharing: { shares, sharedLinkLandings: landings, startsFromShares, completionsFromShares: fromShares },
    });
  });

  it('gives the same figures for a whole day from the daily counts as from its events, half a day at a time', async () => {
    for (const day of ['2026-03-01T00:00:00Z', '2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z']) {
      const whole = await figures(t, day, hours(day, 24));
      const [morning, evening] = [
        await figures(t, day, hours(day, 12)),
        await figures(t, hours(day, 12), hours(day, 24)),
      ];
      const sum = (pick: (data: typeof whole) => number) => pick(morning) + pick(evening);
      await expect([whole.funnel.starts, whole.funnel.completions, whole.funnel.views, whole.sharing.shares]).toEqual([
        sum((d) => d.funnel.starts),
        sum((d) => d.funnel.completions),
        sum((d) => d.funnel.views),
        sum((d) => d.sharing.shares),
      ]);
    }
  });

  it('gives one funnelDaily row per day with events, oldest first, partial days counted from their events', async () => {
    const { body } = await graphql(t.app, DAILY, { from: '2026-03-01T11:00:00Z', to: '2026-03-03T12:00:00Z' }, AUTH);
    await expect(body.data.funnelDaily).toEqual([
      { day: '2026-03-01', views: 0, starts: 1, completions: 1, shares: 0, sharedLinkLandings: 0 },
      { day: '2026-03-02', views: 0, starts: 1, completions: 1, shares: 1, sharedLinkLandings: 0 },
      { day: '2026-03-03', views: 1, starts: 1, completions: 0, shares: 0, sharedLinkLandings: 0 },
    ]);
    const all = await graphql(t.app, DAILY, {}, AUTH);
    await expect(all.body.data.funnelDaily.map((row: { day: string }) => row.day)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
  });
});
