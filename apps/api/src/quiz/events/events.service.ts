import { Injectable } from '@nestjs/common';
import { Metrics } from '../../platform/observability/metrics';
import type { FunnelEventInput } from './dto/funnel-event.input';
import { DiskFloor } from '../../platform/limits/disk-floor';
import { EventsQuota } from '../../platform/limits/events-quota';
import { EventsRepository, type StoredEvent } from './events.repository';
import { EventPartitionsRepository, missingPartition } from './partitions/event-partitions.repository';
import { routePatternOf } from './route-pattern';

/** Only what the analytics read is kept: the route's pattern, whole seconds. */
function toStored({ name, attempt, route, question, seconds, fromShare, embedOrigin }: FunnelEventInput): StoredEvent {
  return {
    name,
    attempt,
    route: typeof route === 'string' ? routePatternOf(route) : null,
    question: question ?? null,
    seconds: typeof seconds === 'number' ? Math.round(seconds) : null,
    fromShare: fromShare ?? false,
    embedOrigin: embedOrigin ?? null,
  };
}

@Injectable()
export class EventsService {
  constructor(
    private readonly events: EventsRepository,
    private readonly quota: EventsQuota,
    private readonly metrics: Metrics,
    private readonly diskFloor: DiskFloor,
    private readonly partitions: EventPartitionsRepository,
  ) {}

  /** Stores a validated batch whole, within the client's per-minute budget of batches. */
  async record(batch: FunnelEventInput[], client: string): Promise<void> {
    this.diskFloor.refuseEventsWhileLow();
    await this.quota.take(client);
    try {
      await this.insert(batch.map(toStored));
    } catch (error) {
      await this.quota.giveBack(client);
      throw error;
    }
    for (const { name } of batch) this.metrics.funnelEvents.inc({ name });
  }

  /** With upkeep stopped past its days ahead, today has no partition: it is made here, and the batch sent once more. */
  private async insert(events: StoredEvent[]): Promise<void> {
    try {
      await this.events.insert(events);
    } catch (error) {
      if (!missingPartition(error)) throw error;
      await this.partitions.createToday();
      await this.events.insert(events);
    }
  }
}
