import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { LimitCounters } from '../../platform/limits/limit-counters';
import { PerMinuteQuota } from '../../platform/limits/per-minute-quota';
import { Metrics } from '../../platform/observability/metrics';
import { TooManyRequests } from '../../platform/refusals/refusals';

/** Sign-ins started per client address and minute: each stores an attempt, so the general budget is too wide. */
@Injectable()
export class SignInQuota extends PerMinuteQuota {
  constructor(config: AppConfig, metrics: Metrics, counters: LimitCounters) {
    super(counters, 'sign-ins', config.SIGN_INS_PER_MINUTE, (seconds) => {
      metrics.rateLimited.inc({ limit: 'sign-ins' });
      return new TooManyRequests(`Too many sign-ins started from your address: try again in ${seconds} s`, seconds);
    });
  }
}
