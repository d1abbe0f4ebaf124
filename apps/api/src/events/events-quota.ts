import { HttpStatus, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RetryLaterException } from '../common/retry-later.exception';
import { AppConfig } from '../config/app-config';
import { Metrics } from '../observability/metrics';

/** How many event batches one client address may send per minute; counts live in this process's memory only. */
@Injectable()
export class EventsQuota {
  private readonly limiter?: RateLimiterMemory;

  constructor(
    config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    const perMinute = config.RATE_LIMIT_EVENTS_PER_MINUTE;
    if (perMinute > 0) this.limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  }

  /** Takes one batch from the client's budget; throws 429 with the wait when it is spent. */
  async take(client: string): Promise<void> {
    try {
      await this.limiter?.consume(client);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      this.metrics.rateLimited.inc({ limit: 'events' });
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw new RetryLaterException(
        HttpStatus.TOO_MANY_REQUESTS,
        `Too many event batches from your address: try again in ${seconds} s`,
        seconds,
      );
    }
  }

  /** Gives a batch back when it was not stored after all, e.g. while the database is down. */
  async giveBack(client: string): Promise<void> {
    await this.limiter?.reward(client);
  }
}
