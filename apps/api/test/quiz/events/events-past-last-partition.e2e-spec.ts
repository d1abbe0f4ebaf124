import { Client } from 'pg';
import { driveRetentionByHand } from '../../helpers/hand-driven-jobs';
import { PgBouncer } from '../../helpers/pgbouncer';
import { createTestApp, createTestDatabase, type TestApp } from '../../helpers/test-app';
import { EventPartitionUpkeep } from '../../../src/quiz/events/partitions/event-partition-upkeep';
import { RETENTION_LOCK } from '../../../src/platform/database/retention-lock';

const ATTEMPT = '0b6f3c1e-5d7a-4a8e-9a61-2f1c0d9e8b7a';

/** Upkeep stopped for longer than its days ahead: today's partition and every later one are gone. */
async function stopUpkeepPastTheLastPartition(t: TestApp, url: URL): Promise<Client> {
  const holder = new Client({ connectionString: url.toString() });
  await holder.connect();
  await holder.query('SELECT pg_advisory_lock($1)', [RETENTION_LOCK]);
  const { rows } = await t.db.query(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'funnel_events'::regclass
       AND c.relname >= 'funnel_events_p' || to_char((now() AT TIME ZONE 'UTC')::date, 'YYYYMMDD')`,
  );
  for (const { name } of rows) await t.db.query(`DROP TABLE ${name}`);
  return holder;
}

describe('events past the last partition', () => {
  beforeAll(driveRetentionByHand);
  afterAll(() => jest.restoreAllMocks());
  let t: TestApp | undefined;
  let holder: Client | undefined;
  let bouncer: PgBouncer | undefined;
  afterEach(async () => {
    await holder?.end();
    await t?.close();
    await bouncer?.stop();
    [holder, t, bouncer] = [undefined, undefined, undefined];
  });
  const stored = async () =>
    (await (t as TestApp).db.query('SELECT count(*)::int AS n FROM funnel_events WHERE attempt = $1', [ATTEMPT])).rows;
  const send = async () =>
    (t as TestApp).app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { events: [{ name: 'quiz_start', attempt: ATTEMPT }] },
    });

  it('are stored in a day made on demand, and upkeep, back, makes the days ahead', async () => {
    const url = await createTestDatabase();
    t = await createTestApp({ database: url, env: { RATE_LIMIT_EVENTS_PER_MINUTE: '0' } });
    holder = await stopUpkeepPastTheLastPartition(t, url);

    expect((await send()).statusCode).toBe(204);
    expect(await stored()).toEqual([{ n: 1 }]);
    await holder.end();
    holder = undefined;
    const run = await t.app.get(EventPartitionUpkeep).run();
    expect(run?.created.length).toBeGreaterThanOrEqual(8);
  });

  it('are stored in a day made on demand behind PgBouncer in transaction mode', async () => {
    bouncer = await PgBouncer.start(new URL(process.env['TEST_POSTGRES_URL'] as string), 2);
    const url = await createTestDatabase();
    t = await createTestApp({
      database: url,
      env: { DATABASE_URL: bouncer.urlOf(url), RATE_LIMIT_EVENTS_PER_MINUTE: '0' },
    });
    holder = await stopUpkeepPastTheLastPartition(t, url);

    expect((await send()).statusCode).toBe(204);
    expect((await send()).statusCode).toBe(204);
    expect(await stored()).toEqual([{ n: 2 }]);
  });
});
