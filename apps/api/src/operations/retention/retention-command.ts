import { DataSource } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { dataSourceOptions } from '../../platform/database/data-source-options';
import { openCluster } from '../../platform/database/embedded/running-cluster';
import { EventsRepository } from '../../quiz/events/events.repository';
import { EventPartitionsRepository } from '../../quiz/events/partitions/event-partitions.repository';
import { EventPartitionUpkeep } from '../../quiz/events/partitions/event-partition-upkeep';
import { AcquisitionCountsRepository } from '../../quiz/arrivals/acquisition-counts.repository';
import { ReadDatabase } from '../../platform/database/read-database';
import { ResultsRepository } from '../../quiz/results/results.repository';
import { ResultsRetention } from '../../quiz/results/results-retention';

type Say = (line: string) => void;

/**
 * `npm run retention`: one pass of what the server does hourly, now, beside a running server or without one:
 * partitions made ahead, rows from before partitioning moved, days past EVENTS_KEEP_DAYS dropped, results past
 * RESULTS_KEEP_DAYS deleted. Says what it did and how long it took.
 */
export async function retentionCommand(config: AppConfig, say: Say): Promise<void> {
  const external = config.DATABASE_MIGRATIONS_URL ?? config.DATABASE_URL;
  const cluster = external ? undefined : await openCluster(config, say);
  const db = new DataSource(dataSourceOptions(external ?? (cluster?.url as string), 2));
  try {
    await db.initialize();
    const started = performance.now();
    const upkeep = new EventPartitionUpkeep(
      new EventPartitionsRepository(db),
      new EventsRepository(db),
      config,
      new AcquisitionCountsRepository(db, new ReadDatabase(db, false)),
    );
    const events = await upkeep.run();
    const results = await new ResultsRetention(new ResultsRepository(db), config).run();
    const ms = Math.round(performance.now() - started);
    if (!events) say('Event partitions: another replica is keeping them right now; nothing done here');
    else if (events.waiting)
      say('Event partitions: funnel_events is not partitioned yet (`migrate` has not run); nothing done');
    else {
      say(
        `Event partitions: ${events.created.length} made ahead, ${events.moved} rows from before partitioning moved in, ` +
          `${events.dropped.length} day${events.dropped.length === 1 ? '' : 's'} past EVENTS_KEEP_DAYS (${config.EVENTS_KEEP_DAYS || 'forever'}) dropped` +
          (events.dropped.length > 0 ? ` (${events.dropped[0]} to ${events.dropped.at(-1)})` : ''),
      );
    }
    say(`Results: ${results} past RESULTS_KEEP_DAYS (${config.RESULTS_KEEP_DAYS || 'forever'}) deleted`);
    say(`Retention done in ${ms} ms`);
  } finally {
    if (db.isInitialized) await db.destroy();
    await cluster?.close();
  }
}
