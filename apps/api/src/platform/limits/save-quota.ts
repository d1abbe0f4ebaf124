import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { Metrics } from '../observability/metrics';
import { TooManyRequests } from '../refusals/refusals';
import { LimitCounters } from './limit-counters';
import { PerMinuteQuota } from './per-minute-quota';

/** How many results one client address may store per minute, counted per stored result over REST and GraphQL alike. */
@Injectable()
export class SaveQuota extends PerMinuteQuota {
  constructor(config: AppConfig, metrics: Metrics, counters: LimitCounters) {
    super(counters, 'saves', config.RATE_LIMIT_SAVES_PER_MINUTE, (seconds) => {
      metrics.rateLimited.inc({ limit: 'saves' });
      return new TooManyRequests(`Too many results saved from your address: try again in ${seconds} s`, seconds);
    });
  }
}
