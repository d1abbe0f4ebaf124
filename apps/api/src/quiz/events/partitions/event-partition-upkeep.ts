import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { setTimeout as pause } from 'node:timers/promises';
import { RecurringJob } from '../../../platform/common/recurring-job';
import { AppConfig } from '../../../platform/config/app-config';
import { BUSY } from '../../../platform/database/retention-lock';
import { DiskFloor } from '../../../platform/limits/disk-floor';
import { Metrics } from '../../../platform/observability/metrics';
import { AcquisitionCountsRepository } from '../../arrivals/acquisition-counts.repository';
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

/** Another replica's step held the lock: this pass stopped there, the next one goes on. */
class Busy extends Error {}
const unlessBusy = <T>(value: T | typeof BUSY): T => {
  if (value === BUSY) throw new Busy();
  return value;
};

/**
 * Keeps funnel_events' day partitions: made ahead, the rows from before partitioning moved into them in
 * paced batches, and days past EVENTS_KEEP_DAYS dropped whole with their hourly counts (the daily counts stay,
 * so every chart stays exact), and the acquisition counts of days that are over compacted. Soon after start, then hourly. Each step is one transaction holding the retention
 * lock, so one replica at a time moves or drops, also behind PgBouncer's transaction mode; today is the database's.
 */
@Injectable()
export class EventPartitionUpkeep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EventPartitionUpkeep.name);
  private readonly job = new RecurringJob('Event partition upkeep', this.logger, () => this.run());

  constructor(
    private readonly partitions: EventPartitionsRepository,
    private readonly events: EventsRepository,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly acquisition: AcquisitionCountsRepository,
    @Optional() private readonly metrics?: Metrics,
    /** Unset in `npm run retention`, which no server's disk check runs beside. */
    @Optional() private readonly diskFloor?: DiskFloor,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.job.stop();
  }

  /** One pass; resolves to undefined when it met another replica's step under way. */
  async run(today?: UtcDay): Promise<UpkeepRun | undefined> {
    const done: UpkeepRun = { created: [], moved: 0, dropped: [], waiting: false };
    try {
      await this.pass(today ?? (await this.partitions.today()), done);
    } catch (error) {
      this.count(error instanceof Busy ? 'skipped' : 'failed');
      if (!(error instanceof Busy)) throw error;
      return undefined;
    } finally {
      if (done.created.length + done.dropped.length > 0 || done.moved > 0) {
        this.logger.log(
          `Event partitions: ${done.created.length} made, ${done.moved} rows moved in, ${done.dropped.length} days past retention dropped`,
        );
      }
    }
    this.count(done.waiting ? 'skipped' : 'done');
    return done;
  }

  /** Passes by outcome in /metrics: retention that keeps failing or being skipped keeps days it should drop. */
  private count(outcome: 'done' | 'failed' | 'skipped'): void {
    this.metrics?.retentionPasses.inc({ task: 'event_partitions', outcome });
  }

  private async pass(today: UtcDay, done: UpkeepRun): Promise<void> {
    const partitions = this.partitions;
    // Partitions made beside the plain table would stop its migration later (relation already exists).
    done.waiting = !(await partitions.partitioned());
    if (done.waiting) {
      this.logger.log('Event partitions: waiting for the migration that partitions funnel_events');
      return;
    }
    const keep = this.config.EVENTS_KEEP_DAYS;
    const oldestKept = keep === 0 ? undefined : addDays(today, -keep);
    const stored = await partitions.days();
    const missing = daysFrom(addDays(today, -1), addDays(today, DAYS_AHEAD)).filter(
      (day) => !stored.some((partition) => partition.day === day),
    );
    await partitions.create(missing);
    done.created = missing;
    unlessBusy(await this.acquisition.compactBefore(new Date(`${today}T00:00:00Z`)));
    await this.moveUnmoved(oldestKept, done);
    if (oldestKept === undefined) return;
    // Days detached but never dropped (a kill or a lock timeout between the two, by an earlier release) go too.
    const stale = [...stored.map(({ day }) => day), ...(await partitions.detachedDays())].filter(
      (day) => day < oldestKept,
    );
    for (const day of stale.sort()) {
      if (this.job.stopping) return;
      if (unlessBusy(await partitions.drop(day))) done.dropped.push(day);
    }
    await this.events.dropHourlyCountsBefore(new Date(`${oldestKept}T00:00:00Z`));
  }

  /** Moves the rows from before partitioning, newest day first, resting between batches so saves keep their pace. */
  private async moveUnmoved(oldestKept: UtcDay | undefined, done: UpkeepRun): Promise<void> {
    for (;;) {
      const newest = await this.partitions.newestUnmoved();
      if (newest === undefined || this.job.stopping) return;
      const day = newest && dayOf(newest);
      if (!day || (oldestKept !== undefined && day < oldestKept)) {
        unlessBusy(await this.partitions.dropUnmoved());
        this.logger.log(`Event partitions: every row from before partitioning is in its day (${done.moved} moved now)`);
        return;
      }
      if (this.diskFloor?.belowFloor()) {
        // A moved row takes new space before VACUUM frees the old: on a nearly full disk the rows wait.
        this.logger.warn(
          'Event partitions: the data disk is under MIN_FREE_DISK_MB: the rows from before partitioning wait',
        );
        return;
      }
      await this.partitions.create([day]);
      const started = performance.now();
      done.moved += unlessBusy(await this.partitions.moveUnmoved(day, MOVE_BATCH));
      await pause((performance.now() - started) * REST_PER_WORK);
    }
  }
}
