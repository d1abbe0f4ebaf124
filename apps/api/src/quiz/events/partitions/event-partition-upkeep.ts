import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { setTimeout as pause } from 'node:timers/promises';
import { RecurringJob } from '../../../platform/common/recurring-job';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../platform/config/app-config';
import { dataSourceOptions } from '../../../platform/database/data-source-options';
import { EventsRepository } from '../events.repository';
import { EventPartitionsRepository } from './event-partitions.repository';
import { addDays, dayOf, daysFrom, type UtcDay } from './utc-days';

/** Partitions stand ready this many days ahead, so a week of failed upkeep still loses no event. */
export const DAYS_AHEAD = 8;
/** Rows a move statement takes, and how long it rests after each, as a share of its own time: a moved row costs about what a save does (bench:year). */
const MOVE_BATCH = 5000;
const REST_PER_WORK = 30;

/** What one run of the upkeep did. */
export interface UpkeepRun {
  created: UtcDay[];
  moved: number;
  dropped: UtcDay[];
  /** Nothing done: funnel_events is not partitioned until its migration runs (MIGRATIONS_RUN=false). */
  waiting: boolean;
}

/**
 * Keeps funnel_events' day partitions: made ahead, the rows from before partitioning moved into them in
 * paced batches, and days past EVENTS_KEEP_DAYS dropped whole with their hourly counts (the daily counts stay,
 * so every chart stays exact). Soon after start, then hourly; one replica at a time.
 */
@Injectable()
export class EventPartitionUpkeep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EventPartitionUpkeep.name);
  private readonly job = new RecurringJob('Event partition upkeep', this.logger, () => this.run());

  constructor(
    private readonly partitions: EventPartitionsRepository,
    private readonly events: EventsRepository,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.job.stop();
  }

  /**
   * One pass; resolves to undefined when another replica's pass is under way. Its lock and lock timeout belong to
   * one session: past a pooler's transaction mode, that takes the direct DATABASE_MIGRATIONS_URL.
   */
  async run(today: UtcDay = dayOf(new Date())): Promise<UpkeepRun | undefined> {
    const url = this.config.DATABASE_MIGRATIONS_URL;
    const direct = url ? await new DataSource(dataSourceOptions(url, 2)).initialize() : undefined;
    try {
      return await this.pass(direct ? new EventPartitionsRepository(direct) : this.partitions, today);
    } finally {
      await direct?.destroy();
    }
  }

  private async pass(partitions: EventPartitionsRepository, today: UtcDay): Promise<UpkeepRun | undefined> {
    const done: UpkeepRun = { created: [], moved: 0, dropped: [], waiting: false };
    const first = await partitions.ifFirst(async () => {
      // Partitions made beside the plain table would stop its migration later (relation already exists).
      done.waiting = !(await partitions.partitioned());
      if (done.waiting) return;
      const keep = this.config.EVENTS_KEEP_DAYS;
      const oldestKept = keep === 0 ? undefined : addDays(today, -keep);
      const stored = await partitions.days();
      done.created = daysFrom(addDays(today, -1), addDays(today, DAYS_AHEAD)).filter(
        (day) => !stored.some((partition) => partition.day === day),
      );
      await partitions.create(done.created);
      done.moved = await this.moveUnmoved(partitions, oldestKept);
      if (oldestKept === undefined) return;
      for (const { day, detachPending } of stored.filter((partition) => partition.day < oldestKept)) {
        if (this.job.stopping) return;
        await partitions.drop(day, detachPending);
        done.dropped.push(day);
      }
      await this.events.dropHourlyCountsBefore(new Date(`${oldestKept}T00:00:00Z`));
    });
    if (done.waiting) this.logger.log('Event partitions: waiting for the migration that partitions funnel_events');
    if (done.created.length + done.dropped.length > 0 || done.moved > 0) {
      this.logger.log(
        `Event partitions: ${done.created.length} made, ${done.moved} rows moved in, ${done.dropped.length} days past retention dropped`,
      );
    }
    return first ? done : undefined;
  }

  /** Moves the rows from before partitioning, newest day first, resting between batches so saves keep their pace. */
  private async moveUnmoved(partitions: EventPartitionsRepository, oldestKept: UtcDay | undefined): Promise<number> {
    let moved = 0;
    for (;;) {
      const newest = await partitions.newestUnmoved();
      if (newest === undefined || this.job.stopping) return moved;
      const day = newest && dayOf(newest);
      if (!day || (oldestKept !== undefined && day < oldestKept)) {
        await partitions.dropUnmoved();
        this.logger.log(`Event partitions: every row from before partitioning is in its day (${moved} moved now)`);
        return moved;
      }
      await partitions.create([day]);
      const started = performance.now();
      moved += await partitions.moveUnmoved(day, MOVE_BATCH);
      await pause((performance.now() - started) * REST_PER_WORK);
    }
  }
}
