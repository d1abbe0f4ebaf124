import { DataSource } from 'typeorm';
import { createTestApp, createTestDatabase, type TestApp } from '../../helpers/test-app';
import { undoMigrationsThrough } from '../../helpers/undo-migrations';
import { dataSourceOptions } from '../../../src/platform/database/data-source-options';
import { runMigrationsLocked } from '../../../src/platform/database/migrating/run-migrations';
import { EventPartitionUpkeep } from '../../../src/quiz/events/partitions/event-partition-upkeep';

const PARTITIONING = 'PartitionFunnelEventsByDay1764720000000';
const LEFTOVERS = `SELECT count(*)::int AS n FROM pg_class
  WHERE relname ~ '^funnel_events_p[0-9]{8}$' AND relkind = 'r' AND NOT relispartition`;

/** A replica of the partitioning release started with MIGRATIONS_RUN=false before `migrate` ran its expand step. */
describe('partition upkeep before the partitioning migration', () => {
  let url: URL;
  let t: TestApp | undefined;
  const migrate = async () => {
    const db = await new DataSource(dataSourceOptions(url.toString())).initialize();
    try {
      return await runMigrationsLocked(db);
    } finally {
      await db.destroy();
    }
  };
  beforeEach(async () => {
    url = await createTestDatabase();
    await migrate();
    const db = await new DataSource(dataSourceOptions(url.toString())).initialize();
    await undoMigrationsThrough(db, PARTITIONING);
    await db.destroy();
  });
  afterEach(async () => t?.close());

  it('waits for the partitioned table, leaving nothing that stops the migration', async () => {
    t = await createTestApp({ database: url, env: { MIGRATIONS_RUN: 'false' } });
    await t.app
      .get(EventPartitionUpkeep)
      .run()
      .catch(() => undefined);
    await expect(migrate()).resolves.toContain(PARTITIONING);
    expect((await t.db.query(LEFTOVERS)).rows).toEqual([{ n: 0 }]);
  });

  it('drops the empty leftovers of an earlier release’s upkeep and adopts one holding rows', async () => {
    t = await createTestApp({ database: url, env: { MIGRATIONS_RUN: 'false' } });
    await t.db.query(
      'CREATE TABLE funnel_events_p20200101 (LIKE funnel_events INCLUDING DEFAULTS INCLUDING CONSTRAINTS)',
    );
    await t.db.query(
      'CREATE TABLE funnel_events_p20200102 (LIKE funnel_events INCLUDING DEFAULTS INCLUDING CONSTRAINTS)',
    );
    await t.db.query(
      `INSERT INTO funnel_events_p20200102 (at, name, attempt) VALUES ('2020-01-02T10:00:00Z', 'quiz_start', gen_random_uuid())`,
    );
    await expect(migrate()).resolves.toContain(PARTITIONING);
    expect((await t.db.query(LEFTOVERS)).rows).toEqual([{ n: 0 }]);
    const adopted = await t.db.query(
      `SELECT tableoid::regclass::text AS partition FROM funnel_events WHERE at < '2021-01-01'`,
    );
    expect(adopted.rows).toEqual([{ partition: 'funnel_events_p20200102' }]);
  });
});
