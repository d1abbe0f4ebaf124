import { DEADLOCK, sqlStateOf } from '../../platform/database/sql-state';
import { BadRequestException, Injectable } from '@nestjs/common';
import { Metrics } from '../../platform/observability/metrics';
import type { FunnelEventInput } from './dto/funnel-event.input';
import type { FunnelEventsBatchInput } from './dto/funnel-events-batch.input';
import type { Attribution } from '../arrivals/attribution';
import { Attributions } from '../arrivals/attributions';
import { DiskFloor } from '../../platform/limits/disk-floor';
import { EventsQuota } from '../../platform/limits/events-quota';
import { EventsRepository, type StoredEvent } from './events.repository';
import { EventPartitionsRepository, missingPartition } from './partitions/event-partitions.repository';
import { routePatternOf } from './route-pattern';
import { WebVitalsRepository } from '../web-vitals/web-vitals.repository';

/** Only what the analytics read is kept: the route's pattern, whole seconds, where the session came from. */
function toStored(
  { name, attempt, route, question, seconds, fromShare, embedOrigin, landing }: FunnelEventInput,
  { channel, source, medium, campaign }: Attribution,
): StoredEvent {
  return {
    name,
    attempt,
    route: typeof route === 'string' ? routePatternOf(route) : null,
    question: question ?? null,
    seconds: typeof seconds === 'number' ? Math.round(seconds) : null,
    fromShare: fromShare ?? false,
    embedOrigin: embedOrigin ?? null,
    landing: landing ?? null,
    channel,
    source,
    medium,
    campaign,
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
    private readonly attributions: Attributions,
    private readonly vitals: WebVitalsRepository,
  ) {}

  /** Stores a validated batch whole, within the client's per-minute budget of batches; `siteHost` is no referrer. */
  async record(
    { events: batch, arrival, vitals = [] }: FunnelEventsBatchInput,
    client: string,
    siteHost?: string,
  ): Promise<void> {
    if (batch.length === 0 && vitals.length === 0)
      throw new BadRequestException('the batch holds no events and no vitals');
    this.diskFloor.refuseEventsWhileLow();
    await this.quota.take(client);
    try {
      if (batch.length > 0) {
        const attribution = await this.attributions.counted(arrival, siteHost);
        await this.insert(batch.map((event) => toStored(event, attribution)));
      }
      await this.vitals.add(vitals.map(({ metric, route, le }) => ({ metric, le, page: routePatternOf(route) })));
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
      // A batch's counting triggers can deadlock under a flood (seen beside the first base backup): try again.
      if (sqlStateOf(error) === DEADLOCK) return this.events.insert(events);
      if (!missingPartition(error)) throw error;
      await this.partitions.createToday();
      await this.events.insert(events);
    }
  }
}
