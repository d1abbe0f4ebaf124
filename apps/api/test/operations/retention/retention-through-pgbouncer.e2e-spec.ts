import { Client } from 'pg';
import { ADVISORY_LOCKS_HERE } from '../../helpers/advisory-locks';
import { driveRetentionByHand } from '../../helpers/hand-driven-jobs';
import { PgBouncer } from '../../helpers/pgbouncer';
import { createTestApp, createTestDatabase, type TestApp } from '../../helpers/test-app';
import { createDaySql } from '../../../src/quiz/events/partitions/event-partitions.repository';
import { EventPartitionUpkeep } from '../../../src/quiz/events/partitions/event-partition-upkeep';
import { addDays, daysFrom } from '../../../src/quiz/events/partitions/utc-days';
import { ResultsRetention } from '../../../src/quiz/results/results-retention';
import { RETENTION_LOCK } from '../../../src/platform/database/retention-lock';

const POOL = 2;

beforeAll(driveRetentionByHand);
afterAll(() => jest.restoreAllMocks());

/** Two replicas behind Debian's PgBouncer in transaction mode, with no DATABASE_MIGRATIONS_URL. */
describe('upkeep and retention behind PgBouncer in transaction mode', () => {
  let bouncer: PgBouncer;
  let url: URL;
  const replicas: TestApp[] = [];
  let today: string;
  beforeAll(async () => {
    bouncer = await PgBouncer.start(new URL(process.env['TEST_POSTGRES_URL'] as string), POOL, { roundRobin: true });
    url = await createTestDatabase();
    const env = { DATABASE_URL: bouncer.urlOf(url), EVENTS_KEEP_DAYS: '10' };
    for (let replica = 0; replica < 2; replica++) replicas.push(await createTestApp({ env, database: url }));
    today = (await replicas[0].db.query(`SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS d`)).rows[0].d;
  });
  afterAll(async () => {
    for (const replica of replicas.splice(0)) await replica.close();
    await bouncer?.stop();
  });

  /** Each server connection's lock_timeout, read through the pooler: round robin reaches them all. */
  const lockTimeouts = async (): Promise<string[]> => {
    const client = new Client({ connectionString: bouncer.urlOf(url) });
    await client.connect();
    const seen: string[] = [];
    for (let read = 0; read < POOL * 2; read++)
      seen.push((await client.query('SHOW lock_timeout')).rows[0].lock_timeout);
    await client.end();
    return seen;
  };

  it('keeps the partitions from either replica, leaving no lock and no lock_timeout behind', async () => {
    const [first, second] = replicas;
    await first.db.query(createDaySql(addDays(today, -30)));
    for (const day of daysFrom(addDays(today, 5), addDays(today, 8))) {
      await first.db.query(`DROP TABLE IF EXISTS funnel_events_p${day.replaceAll('-', '')}`);
    }
    const runs = [];
    for (const replica of [first, second, first, second]) runs.push(await replica.app.get(EventPartitionUpkeep).run());
    expect(runs.map((run) => run === undefined)).toEqual([false, false, false, false]);
    expect(runs.flatMap((run) => run?.created ?? [])).toEqual(daysFrom(addDays(today, 5), addDays(today, 8)));
    expect(runs.flatMap((run) => run?.dropped ?? [])).toEqual([addDays(today, -30)]);
    expect((await first.db.query(ADVISORY_LOCKS_HERE)).rows).toEqual([{ n: 0 }]);
    expect(await lockTimeouts()).toEqual(Array(POOL * 2).fill('0'));
  });

  it('takes today from the database, not from a replica’s clock', async () => {
    const [first] = replicas;
    const wrongClock = new Date(Date.parse(`${today}T12:00:00Z`) + 400 * 86_400_000);
    jest.useFakeTimers({ now: wrongClock, advanceTimers: true });
    try {
      const run = await first.app.get(EventPartitionUpkeep).run();
      expect(run?.dropped).toEqual([]);
      expect(run?.created).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('results retention beside partition upkeep', () => {
  let first: TestApp;
  let url: URL;
  beforeAll(async () => {
    url = await createTestDatabase();
    first = await createTestApp({ database: url, env: { RESULTS_KEEP_DAYS: '30' } });
  });
  afterAll(async () => first.close());

  it('deletes results only while no other replica holds the retention lock', async () => {
    await first.db.query(
      `INSERT INTO personality_results (personality, answers, created_at)
       VALUES ('comfort', '{"flavor":"mild","dining":"home","cooking":"simple"}', now() - interval '40 days')`,
    );
    const holder = new Client({ connectionString: url.toString() });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [RETENTION_LOCK]);
    try {
      await expect(first.app.get(ResultsRetention).run()).resolves.toBe(0);
    } finally {
      await holder.end();
    }
    await expect(first.app.get(ResultsRetention).run()).resolves.toBe(1);
  });
});
