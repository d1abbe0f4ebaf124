import { type TestApp, createTestApp, graphql } from '../../helpers/test-app';
import { EventPartitionsRepository } from '../../../src/quiz/events/partitions/event-partitions.repository';
import { daysFrom } from '../../../src/quiz/events/partitions/utc-days';

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
  expect(body.errors).toBeUndefined();
  return body.data;
}

const hours = (at: string, count: number) => new Date(Date.parse(at) + count * 3_600_000).toISOString();

/** The figures of several windows added up: views, starts, answers, completions, shares, landings. */
async function summed(t: TestApp, windows: [string | undefined, string | undefined][]): Promise<number[]> {
  const totals = [0, 0, 0, 0, 0, 0];
  for (const [from, to] of windows) {
    const { funnel, sharing } = await figures(t, from, to);
    const each = [funnel.views, funnel.starts, funnel.questions[0].answered, funnel.completions];
    [...each, sharing.shares, sharing.sharedLinkLandings].forEach((n, i) => (totals[i] += n));
  }
  return totals;
}

describe('funnel analytics over windows of whole and partial days', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Kept for ever: these fixed days will one day lie past any retention.
    t = await createTestApp({ env: { ANALYTICS_TOKEN: TOKEN, EVENTS_KEEP_DAYS: '0' } });
    await t.app.get(EventPartitionsRepository).create(daysFrom('2026-03-01', '2026-03-04'));
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
    ['partial hours at both ends', '2026-03-01T11:15:00Z', '2026-03-03T09:30:00Z', [1, 2, 2, 30, 1, 1, 0, 0, 1]],
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

  it('gives each day the same figures from daily counts, hourly counts and the events themselves', async () => {
    const everyDay = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'].map((day) => `${day}T00:00:00Z`);
    const allDays = await summed(t, [[everyDay[0], hours(everyDay[0], 96)]]);
    expect(allDays).toEqual(await summed(t, [[undefined, undefined]]));
    for (const day of everyDay) {
      const whole = await summed(t, [[day, hours(day, 24)]]);
      const halves = await summed(
        t,
        [0, 12].map((start) => [hours(day, start), hours(day, start + 12)]),
      );
      // 90-minute windows: every other bound falls mid-hour, so those hours are read from the events themselves.
      const slices = Array.from({ length: 16 }, (_, i) => [hours(day, i * 1.5), hours(day, (i + 1) * 1.5)]);
      expect(halves).toEqual(whole);
      await expect(summed(t, slices as [string, string][])).resolves.toEqual(whole);
    }
    // About 80 queries: room to spare on a busy 2-core machine.
  }, 30_000);

  it('gives one funnelDaily row per day with events, oldest first, partial days counted from their events', async () => {
    const { body } = await graphql(t.app, DAILY, { from: '2026-03-01T11:00:00Z', to: '2026-03-03T12:00:00Z' }, AUTH);
    expect(body.data.funnelDaily).toEqual([
      { day: '2026-03-01', views: 0, starts: 1, completions: 1, shares: 0, sharedLinkLandings: 0 },
      { day: '2026-03-02', views: 0, starts: 1, completions: 1, shares: 1, sharedLinkLandings: 0 },
      { day: '2026-03-03', views: 1, starts: 1, completions: 0, shares: 0, sharedLinkLandings: 0 },
    ]);
    const all = await graphql(t.app, DAILY, {}, AUTH);
    expect(all.body.data.funnelDaily.map((row: { day: string }) => row.day)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
  });
});
