import { type TestApp, createTestApp } from '../../helpers/test-app';
import { createDaySql } from '../../../src/quiz/events/partitions/event-partitions.repository';
import { EventPartitionUpkeep } from '../../../src/quiz/events/partitions/event-partition-upkeep';
import { addDays } from '../../../src/quiz/events/partitions/utc-days';
import { driveRetentionByHand } from '../../helpers/hand-driven-jobs';
import { TOKEN, acquisition } from './acquisition-helpers';

/** [days back, name, landing, channel, source, fromShare] of events stored as past batches were. */
const HISTORY: [number, string, boolean | null, string, string, boolean][] = [
  [5, 'page_view', true, 'Email', 'newsletter', false],
  [5, 'quiz_start', null, 'Email', 'newsletter', false],
  [5, 'quiz_complete', null, 'Email', 'newsletter', false],
  [4, 'page_view', true, 'Organic Search', 'google', false],
  [4, 'share_success', null, 'Organic Search', 'google', false],
  [4, 'shared_link_landing', null, 'Shared', 'google', true],
  [4, 'quiz_complete', null, 'Shared', 'google', true],
  [1, 'page_view', true, 'Direct', '(direct)', false],
];

describe('acquisition figures over whole days, before and after raw-event retention', () => {
  let t: TestApp;
  let today: string;
  beforeAll(async () => {
    driveRetentionByHand();
    t = await createTestApp({ env: { ANALYTICS_TOKEN: TOKEN, EVENTS_KEEP_DAYS: '3' } });
    today = (await t.db.query(`SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS d`)).rows[0].d;
    for (const back of [5, 4]) await t.db.query(createDaySql(addDays(today, -back)));
    for (const [back, name, landing, channel, source, fromShare] of HISTORY) {
      await t.db.query(
        `INSERT INTO funnel_events (at, name, attempt, route, landing, channel, source, medium, campaign, from_share)
         VALUES ($1, $2, gen_random_uuid(), $3, $4, $5, $6, '(none)', '(not set)', $7)`,
        [
          `${addDays(today, -back)}T12:00:00Z`,
          name,
          name === 'page_view' ? '/' : null,
          landing,
          channel,
          source,
          fromShare,
        ],
      );
    }
    // As concurrent batches from other backends leave them: the same key in other slots.
    await t.db.query(
      `INSERT INTO acquisition_counts_daily AS c (day, channel, source, medium, campaign, embed_origin, slot, visits, starts,
                                            completions, shares, friend_landings, friend_completions)
       SELECT $1, 'Email', 'newsletter', '(none)', '(not set)', '', s, 2, 0, 0, 0, 0, 0 FROM unnest('{3,5}'::smallint[]) s
       ON CONFLICT (day, channel, source, medium, campaign, embed_origin, slot) DO UPDATE SET visits = c.visits + 2`, // added to, if this connection's own slot is one of them
      [`${addDays(today, -5)}T00:00:00Z`],
    );
  });
  afterAll(async () => {
    await t.close();
    jest.restoreAllMocks();
  });

  it('are exactly equal once the raw events of those days are dropped and their counts compacted', async () => {
    const windows = [
      { from: `${addDays(today, -5)}T00:00:00Z`, to: `${addDays(today, -3)}T00:00:00Z` },
      { from: `${addDays(today, -4)}T00:00:00Z`, to: `${addDays(today, -3)}T00:00:00Z` },
      {},
    ];
    const figures = async () => {
      const all = [];
      for (const window of windows)
        for (const by of ['CHANNEL', 'SOURCE', 'MEDIUM', 'CAMPAIGN']) all.push(await acquisition(t, { by, ...window }));
      return all;
    };
    const before = await figures();
    expect(before[0]).toEqual([
      expect.objectContaining({ value: 'Email', visitors: 5, starts: 1, completions: 1 }),
      expect.objectContaining({ value: 'Organic Search', visitors: 1, shares: 1 }),
      expect.objectContaining({ value: 'Shared', friendsLanded: 1, friendsCompleted: 1 }),
    ]);

    const run = await t.app.get(EventPartitionUpkeep).run();
    expect(run?.dropped).toEqual(expect.arrayContaining([addDays(today, -5), addDays(today, -4)]));
    const { rows } = await t.db.query(
      `SELECT count(*)::int AS n FROM funnel_events WHERE at < now() - interval '2 days'`,
    );
    expect(rows[0].n).toBe(0);

    const slots = await t.db.query(
      `SELECT DISTINCT slot FROM acquisition_counts_daily WHERE day < date_trunc('day', now(), 'UTC')`,
    );
    expect(slots.rows).toEqual([{ slot: 0 }]);

    await expect(figures()).resolves.toEqual(before);
  });
});
