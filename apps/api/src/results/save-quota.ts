import { Injectable } from '@nestjs/common';
import { PerMinuteQuota } from '../common/per-minute-quota';
import { tooManySaves } from '../common/retry-later.exception';
import { AppConfig } from '../config/app-config';
import { Metrics } from '../observability/metrics';

/** How many results one client address may store per minute, counted per stored result over REST and GraphQL alike. */
@Injectable()
export class SaveQuota extends PerMinuteQuota {
  constructor(config: AppConfig, metrics: Metrics) {
    super(config.RATE_LIMIT_SAVES_PER_MINUTE, (seconds) => {
      metrics.rateLimited.inc({ limit: 'saves' });
      return tooManySaves(seconds);
    });
  }
}
