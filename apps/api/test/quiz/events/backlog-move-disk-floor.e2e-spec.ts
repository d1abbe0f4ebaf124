import { AcquisitionCountsRepository } from '../../../src/quiz/arrivals/acquisition-counts.repository';
import { ReadDatabase } from '../../../src/platform/database/read-database';
import { tmpdir } from 'node:os';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../../src/platform/config/app-config';
import { dataSourceOptions } from '../../../src/platform/database/data-source-options';
import { runMigrationsLocked } from '../../../src/platform/database/migrating/run-migrations';
import { DiskFloor } from '../../../src/platform/limits/disk-floor';
import { EventsRepository } from '../../../src/quiz/events/events.repository';
import { EventPartitionsRepository } from '../../../src/quiz/events/partitions/event-partitions.repository';
import { EventPartitionUpkeep } from '../../../src/quiz/events/partitions/event-partition-upkeep';
import { addDays, dayOf } from '../../../src/quiz/events/partitions/utc-days';
import { createTestDatabase } from '../../helpers/test-app';

const today = dayOf(new Date());
const UNMOVED = 'SELECT count(*)::int AS n FROM funnel_events_unpartitioned';

describe('the move of the events from before partitioning, on a nearly full data disk', () => {
  let db: DataSource;
  const floors: DiskFloor[] = [];
  afterEach(async () => {
    floors.splice(0).forEach((floor) => floor.onApplicationShutdown());
    await db.destroy();
  });

  /** A disk floor that really looks at this machine's disk: a floor above any disk's size is always under. */
  const diskFloor = async (minFreeMb: number) => {
    const floor = new DiskFloor({
      ...config(),
      DATABASE_URL: undefined,
      DATA_DIR: tmpdir(),
      MIN_FREE_DISK_MB: minFreeMb,
    });
    await floor.onModuleInit();
    floors.push(floor);
    return floor;
  };
  let url: string;
  const config = () => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url });

  it('waits while the disk is under MIN_FREE_DISK_MB, then moves once there is room', async () => {
    url = (await createTestDatabase()).toString();
    db = await new DataSource(dataSourceOptions(url, 2)).initialize();
    await runMigrationsLocked(db);
    await db.query(
      `INSERT INTO funnel_events_unpartitioned (at, name, attempt)
       SELECT $1::timestamptz + n * interval '1 minute', 'quiz_start', gen_random_uuid() FROM generate_series(1, 5) n`,
      [`${addDays(today, -3)}T10:00:00Z`],
    );
    const upkeep = async (floor: DiskFloor) =>
      new EventPartitionUpkeep(
        new EventPartitionsRepository(db),
        new EventsRepository(db),
        config(),
        new AcquisitionCountsRepository(db, new ReadDatabase(db, false)),
        undefined,
        floor,
      ).run();

    // Moving copies rows before the old table's space comes back: a nearly full disk must not take them.
    expect((await upkeep(await diskFloor(1_000_000_000)))?.moved).toBe(0);
    expect(await db.query(UNMOVED)).toEqual([{ n: 5 }]);

    expect((await upkeep(await diskFloor(1)))?.moved).toBe(5);
  });
});
