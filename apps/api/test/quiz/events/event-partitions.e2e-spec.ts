import { DataSource } from 'typeorm';
import { createTestApp, createTestDatabase, graphql, type TestApp } from '../../helpers/test-app';
import { createKey } from '../../helpers/keys';
import { undoMigrationsThrough } from '../../helpers/undo-migrations';
import { ADVISORY_LOCKS_HERE } from '../../helpers/advisory-locks';
import { driveRetentionByHand } from '../../helpers/hand-driven-jobs';
import { dataSourceOptions } from '../../../src/platform/database/data-source-options';
import { runMigrationsLocked } from '../../../src/platform/database/migrating/run-migrations';
import { EventPartitionUpkeep, type UpkeepRun } from '../../../src/quiz/events/partitions/event-partition-upkeep';
import { addDays, dayOf, daysFrom } from '../../../src/quiz/events/partitions/utc-days';

const today = dayOf(new Date());
const PARTITIONING = 'PartitionFunnelEventsByDay1764720000000';
/** Days ago and how many quiz starts each stored, before the table was partitioned. */
const HISTORY: [number, number][] = [
  [3, 10],
  [30, 5],
  [500, 4],
];
const FIGURES = `query Figures($from: DateTime, $to: DateTime) {
  funnel(from: $from, to: $to) { views starts completions }
  funnelDaily(from: $from, to: $to) { day starts }
}`;

const partitionDays = async (t: TestApp): Promise<string[]> =>
  (
    await t.db.query(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = 'funnel_events'::regclass ORDER BY 1`,
    )
  ).rows.map((row: { name: string }) => row.name.replace(/^funnel_events_p(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3'));

/** A pass of the upkeep of this app, waiting out a step another replica has under way. */
async function upkeep(t: TestApp): Promise<UpkeepRun> {
  for (;;) {
    const done = await t.app.get(EventPartitionUpkeep).run();
    if (done) return done;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('funnel events partitioned by day', () => {
  let url: URL;
  let t: TestApp | undefined;
  let bearer: { authorization: string };
  const figures = async (from: string, to: string) => {
    const { body } = await graphql((t as TestApp).app, FIGURES, { from, to }, bearer);
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const whole = [`${addDays(today, -600)}T00:00:00Z`, `${addDays(today, 1)}T00:00:00Z`] as const;
  let before: unknown;
  afterEach(async () => t?.close());
  beforeAll(driveRetentionByHand);
  afterAll(() => jest.restoreAllMocks());

  beforeAll(async () => {
    // Events stored by the release before partitioning, counted by its trigger as they arrived.
    url = await createTestDatabase();
    const db = await new DataSource(dataSourceOptions(url.toString())).initialize();
    await runMigrationsLocked(db);
    await undoMigrationsThrough(db, PARTITIONING);
    for (const [ago, starts] of HISTORY) {
      await db.query(
        `INSERT INTO funnel_events (at, name, attempt)
         SELECT $1::timestamptz + n * interval '1 minute', 'quiz_start', gen_random_uuid() FROM generate_series(1, $2) n`,
        [`${addDays(today, -ago)}T10:00:00Z`, starts],
      );
    }
    await db.destroy();
  });

  it('moves the rows from before into their days, counting none twice, and drops what is past retention', async () => {
    t = await createTestApp({ database: url, env: { EVENTS_KEEP_DAYS: '400' } });
    bearer = (await createKey(t.db, ['analytics:read'])).bearer;
    before = await figures(...whole);
    const done = await upkeep(t);

    expect(done.moved).toBe(15);
    const days = await partitionDays(t);
    expect(days).toEqual(
      expect.arrayContaining([addDays(today, -30), addDays(today, -3), ...daysFrom(today, addDays(today, 8))]),
    );
    expect(days).not.toContain(addDays(today, -500));
    expect((await t.db.query(`SELECT to_regclass('funnel_events_unpartitioned') AS t`)).rows).toEqual([{ t: null }]);
    expect((await t.db.query('SELECT count(*)::int AS n FROM funnel_events')).rows).toEqual([{ n: 15 }]);
    // The raw rows of 500 days ago went with their hours; their day's counts stay, so every figure is as it was.
    await expect(figures(...whole)).resolves.toEqual(before);
    const hourly = 'SELECT coalesce(sum(count), 0)::int AS n FROM funnel_counts_hourly WHERE hour < $1';
    expect((await t.db.query(hourly, [`${addDays(today, -400)}T00:00:00Z`])).rows).toEqual([{ n: 0 }]);
  });

  it('takes new events into today’s partition, each counted once', async () => {
    t = await createTestApp({ database: url, env: { EVENTS_KEEP_DAYS: '400', RATE_LIMIT_EVENTS_PER_MINUTE: '0' } });
    const batch = { events: [{ name: 'quiz_start', attempt: crypto.randomUUID() }] };
    const sent = await t.app.inject({ method: 'POST', url: '/api/events', payload: batch });
    expect(sent.statusCode).toBe(204);
    const stored = await t.db.query(
      `SELECT tableoid::regclass::text AS partition FROM funnel_events WHERE at > now() - interval '1 hour'`,
    );
    expect(stored.rows).toEqual([{ partition: `funnel_events_p${today.replaceAll('-', '')}` }]);
    const after = await figures(...whole);
    expect(after.funnel.starts).toBe((before as { funnel: { starts: number } }).funnel.starts + 1);
  });

  it('drops whole days past a shorter retention, and the figures over them stay exact', async () => {
    // Through a session of its own on the direct URL, as behind a pooler's transaction mode.
    t = await createTestApp({
      database: url,
      env: { EVENTS_KEEP_DAYS: '10', DATABASE_MIGRATIONS_URL: url.toString() },
    });
    const kept = await figures(...whole);
    const done = await upkeep(t);
    expect(done.dropped).toEqual([addDays(today, -30)]);
    expect(await partitionDays(t)).not.toContain(addDays(today, -30));
    await expect(figures(...whole)).resolves.toEqual(kept);
    const month = [`${addDays(today, -31)}T00:00:00Z`, `${addDays(today, -29)}T00:00:00Z`] as const;
    expect((await figures(...month)).funnel.starts).toBe(5);
    expect((await t.db.query(ADVISORY_LOCKS_HERE)).rows).toEqual([{ n: 0 }]);
  });

  it('counts in /metrics the days ahead that have a partition, and upkeep makes the missing ones again', async () => {
    t = await createTestApp({
      database: url,
      env: { EVENTS_KEEP_DAYS: '400', METRICS_TOKEN: 'metrics-token-0123456789' },
    });
    await upkeep(t);
    // As if upkeep had failed for six days: only today and the two after have a partition.
    for (const day of daysFrom(addDays(today, 3), addDays(today, 8))) {
      await t.db.query(`DROP TABLE funnel_events_p${day.replaceAll('-', '')}`);
    }
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-0123456789' },
    });
    expect(metrics.body).toContain('tastetype_partition_days_ahead{table="funnel_events"} 2\n');
    expect((await upkeep(t)).created).toEqual(daysFrom(addDays(today, 3), addDays(today, 8)));
  });
});
