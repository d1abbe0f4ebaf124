import { Client } from 'pg';
import { createTestApp, createTestDatabase, type TestApp } from '../../helpers/test-app';
import { createDaySql } from '../../../src/quiz/events/partitions/event-partitions.repository';
import { EventPartitionUpkeep, type UpkeepRun } from '../../../src/quiz/events/partitions/event-partition-upkeep';
import { addDays } from '../../../src/quiz/events/partitions/utc-days';
import { RETENTION_LOCK } from '../../../src/platform/database/retention-lock';

const METRICS_TOKEN = 'metrics-token-0123456789';
const exists = (t: TestApp, day: string) =>
  t.db.query('SELECT to_regclass($1) IS NOT NULL AS e', [`funnel_events_p${day.replaceAll('-', '')}`]);

/** A pass of this app's upkeep, waiting out one its own start may have begun (bounded). */
async function upkeep(t: TestApp): Promise<UpkeepRun> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const done = await t.app.get(EventPartitionUpkeep).run();
    if (done) return done;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('upkeep stayed busy');
}

/** Resolves once `check` holds, asking every 20 ms for at most 10 s. */
async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the condition did not hold within 10 s');
}

/** The message of a pass that fails, trying again (bounded) while this app's own pass holds the lock. */
async function failedPass(t: TestApp): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const outcome = await t.app
      .get(EventPartitionUpkeep)
      .run()
      .then(
        () => undefined,
        (error: unknown) => String(error),
      );
    if (outcome) return outcome;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no pass failed');
}

describe('retention and what an interrupted pass leaves', () => {
  let t: TestApp;
  let url: URL;
  let today: string;
  beforeEach(async () => {
    url = await createTestDatabase();
    t = await createTestApp({ database: url, env: { EVENTS_KEEP_DAYS: '10', METRICS_TOKEN } });
    today = (await t.db.query(`SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS d`)).rows[0].d;
  });
  afterEach(async () => t.close());
  /** A day 30 days back, holding one event. */
  const oldDay = async () => {
    const day = addDays(today, -30);
    await t.db.query(createDaySql(day));
    await t.db.query(`INSERT INTO funnel_events (at, name, attempt) VALUES ($1, 'quiz_start', gen_random_uuid())`, [
      `${day}T12:00:00Z`,
    ]);
    return day;
  };
  const passes = async (outcome: string) => {
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const series = `tastetype_retention_passes_total{task="event_partitions",outcome="${outcome}"} `;
    const line = metrics.body.split('\n').find((text) => text.startsWith(series));
    return line === undefined ? undefined : Number(line.slice(series.length));
  };

  it('drops a day detached but never dropped, once it is past retention', async () => {
    const day = await oldDay();
    await t.db.query(`ALTER TABLE funnel_events DETACH PARTITION funnel_events_p${day.replaceAll('-', '')}`);
    const kept = addDays(today, -3);
    await t.db.query(createDaySql(kept));
    await t.db.query(`ALTER TABLE funnel_events DETACH PARTITION funnel_events_p${kept.replaceAll('-', '')}`);

    await upkeep(t);
    expect((await exists(t, day)).rows).toEqual([{ e: false }]);
    expect((await exists(t, kept)).rows).toEqual([{ e: true }]);
  });

  it('drops a day left pending detach by a DETACH … CONCURRENTLY cancelled halfway', async () => {
    const day = await oldDay();
    const reader = new Client({ connectionString: url.toString() });
    const detacher = new Client({ connectionString: url.toString() });
    await Promise.all([reader.connect(), detacher.connect()]);
    try {
      // A read under way makes the detach's second step wait; cancelled there, the day stays pending detach.
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM funnel_events');
      const [{ pid }] = (await detacher.query('SELECT pg_backend_pid() AS pid')).rows;
      const detach = detacher
        .query(`ALTER TABLE funnel_events DETACH PARTITION funnel_events_p${day.replaceAll('-', '')} CONCURRENTLY`)
        .catch((error: unknown) => String(error));
      await waitUntil(async () => {
        const waiting = await t.db.query(`SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1`, [pid]);
        return waiting.rows[0]?.wait_event_type === 'Lock';
      });
      await t.db.query('SELECT pg_cancel_backend($1)', [pid]);
      await expect(detach).resolves.toMatch(/canceling statement/);
      await reader.query('COMMIT');
    } finally {
      await Promise.all([reader.end(), detacher.end()]);
    }
    const pending = `SELECT count(*)::int AS n FROM pg_inherits WHERE inhdetachpending`;
    expect((await t.db.query(pending)).rows).toEqual([{ n: 1 }]);

    await upkeep(t);
    expect((await exists(t, day)).rows).toEqual([{ e: false }]);
  });

  it('counts in /metrics the passes skipped for another replica’s lock and those that failed', async () => {
    const holder = new Client({ connectionString: url.toString() });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [RETENTION_LOCK]);
      await oldDay();
      await expect(t.app.get(EventPartitionUpkeep).run()).resolves.toBeUndefined();
      await holder.query('SELECT pg_advisory_unlock($1)', [RETENTION_LOCK]);
      // An analyst's long read of funnel_events: the day's drop waits 200 ms for its lock, then gives up.
      await holder.query('BEGIN');
      await holder.query('SELECT count(*) FROM funnel_events');
      await expect(failedPass(t)).resolves.toMatch(/lock timeout/);
    } finally {
      await holder.end();
    }
    expect(await passes('skipped')).toBeGreaterThanOrEqual(1);
    expect(await passes('failed')).toBeGreaterThanOrEqual(1);
  });
});
