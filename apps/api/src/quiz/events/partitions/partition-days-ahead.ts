import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { DAY_MS } from '@tastetype/quiz-domain';
import { Metrics } from '../../../platform/observability/metrics';
import { EventPartitionsRepository } from './event-partitions.repository';
import type { UtcDay } from './utc-days';

// Partitions change once an hour at most: read them at most once a minute, whatever the scrapes.
const READ_EVERY_MS = 60_000;

/**
 * `tastetype_partition_days_ahead{table="funnel_events"}`: how many days after the database's today (UTC) already have their
 * partition. Upkeep keeps it at DAYS_AHEAD; it falls by one a day while upkeep fails, and below 0 today's events
 * have nowhere to go. No series until the first read answers, so an unreachable database never reads as 0.
 */
@Injectable()
export class PartitionDaysAhead {
  constructor(partitions: EventPartitionsRepository, metrics: Metrics) {
    let read = { at: 0, today: '' as UtcDay, newest: undefined as UtcDay | undefined };
    new Gauge({
      name: 'tastetype_partition_days_ahead',
      help: "Days after the database's today (UTC) that already have a partition of the table; below 0, upkeep has stopped and each day's first insert makes its partition. Read at most every 60 s",
      labelNames: ['table'],
      registers: [metrics.registry],
      async collect() {
        if (Date.now() - read.at > READ_EVERY_MS) {
          const seen = await Promise.all([partitions.days(), partitions.today()]).catch(() => undefined);
          if (!seen) return;
          read = { at: Date.now(), today: seen[1], newest: seen[0].at(-1)?.day };
        }
        // Today by the database's clock, as upkeep and the partition an insert lands in have it.
        const today = Date.parse(read.today);
        // No partition at all counts as none for today either.
        const ahead = read.newest ? Math.round((Date.parse(read.newest) - today) / DAY_MS) : -1;
        this.set({ table: 'funnel_events' }, ahead);
      },
    });
  }
}
