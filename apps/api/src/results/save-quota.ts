import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManySaves } from '../common/retry-later.exception';
import { AppConfig } from '../config/app-config';
import { Metrics } from '../observability/metrics';

/**
 * How many results one client address may store per minute, counted per stored result whether it
 * came by REST or GraphQL. Counts live in this process's memory only: each replica keeps its own.
 */
@Injectable()
export class SaveQuota {
  private readonly limiter?: RateLimiterMemory;

  constructor(
    config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    const perMinute = config.RATE_LIMIT_SAVES_PER_MINUTE;
    if (perMinute > 0) this.limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  }

  /** Takes one save from the client's budget; throws 429 with the wait when it is spent. */
  async take(client: string): Promise<void> {
    try {
      await this.limiter?.consume(client);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      this.metrics.rateLimited.inc({ limit: 'saves' });
      throw tooManySaves(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
    }
  }

  /** Gives a save back when it was not stored after all, e.g. while the database is down. */
  async giveBack(client: string): Promise<void> {
    await this.limiter?.reward(client);
  }
}
