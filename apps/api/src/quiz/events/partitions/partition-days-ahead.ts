import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { DAY_MS } from '@tastetype/quiz-domain';
import { Metrics } from '../../../platform/observability/metrics';
import { EventPartitionsRepository } from './event-partitions.repository';
import { dayOf, type UtcDay } from './utc-days';

// Partitions change once an hour at most: read them at most once a minute, whatever the scrapes.
const READ_EVERY_MS = 60_000;

/**
 * `tastetype_partition_days_ahead{table="funnel_events"}`: how many days after today (UTC) already have their
 * partition. Upkeep keeps it at DAYS_AHEAD; it falls by one a day while upkeep fails, and below 0 today's events
 * have nowhere to go. No series until the first read answers, so an unreachable database never reads as 0.
 */
@Injectable()
export class PartitionDaysAhead {
  constructor(partitions: EventPartitionsRepository, metrics: Metrics) {
    let read = { at: 0, newest: undefined as UtcDay | undefined };
    new Gauge({
      name: 'tastetype_partition_days_ahead',
      help: "Days after today (UTC) that already have a partition of the table; below 0, today's rows are refused. Read at most every 60 s",
      labelNames: ['table'],
      registers: [metrics.registry],
      async collect() {
        if (Date.now() - read.at > READ_EVERY_MS) {
          const days = await partitions.days().catch(() => undefined);
          if (!days) return;
          read = { at: Date.now(), newest: days.at(-1)?.day };
        }
        const today = Date.parse(dayOf(new Date()));
        // No partition at all counts as none for today either.
        const ahead = read.newest ? Math.round((Date.parse(read.newest) - today) / DAY_MS) : -1;
        this.set({ table: 'funnel_events' }, ahead);
      },
    });
  }
}
