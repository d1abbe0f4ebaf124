import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { Metrics } from '../observability/metrics';
import { TooManyRequests } from '../refusals/refusals';
import { LimitCounters } from './limit-counters';
import { PerMinuteQuota } from './per-minute-quota';

/** How many event batches one client address may send per minute. */
@Injectable()
export class EventsQuota extends PerMinuteQuota {
  constructor(config: AppConfig, metrics: Metrics, counters: LimitCounters) {
    super(counters, 'events', config.RATE_LIMIT_EVENTS_PER_MINUTE, (seconds) => {
      metrics.rateLimited.inc({ limit: 'events' });
      return new TooManyRequests(`Too many event batches from your address: try again in ${seconds} s`, seconds);
    });
  }
}
