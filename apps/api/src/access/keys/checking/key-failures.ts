import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { LimitCounters } from '../../../platform/limits/limit-counters';
import { PerMinuteQuota } from '../../../platform/limits/per-minute-quota';
import { Metrics } from '../../../platform/observability/metrics';
import { TooManyRequests } from '../../../platform/refusals/refusals';

/** Wrong or refused keys per client address and minute, counted apart from every other limit, so keys cannot be guessed online. */
@Injectable()
export class KeyFailures extends PerMinuteQuota {
  constructor(config: AppConfig, metrics: Metrics, counters: LimitCounters) {
    super(counters, 'key-failures', config.KEY_FAILURES_PER_MINUTE, (seconds) => {
      metrics.rateLimited.inc({ limit: 'key-failures' });
      return new TooManyRequests(`Too many refused keys from your address: try again in ${seconds} s`, seconds);
    });
  }
}
