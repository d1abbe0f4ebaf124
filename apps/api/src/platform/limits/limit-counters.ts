import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppConfig } from '../config/app-config';
import { Metrics } from '../observability/metrics';

export type LimitName = 'requests' | 'saves' | 'events' | 'key-failures' | 'sign-ins';

/**
 * Where the per-client counts of every limit live: in Redis when REDIS_URL is set, so each client's
 * total is the same whichever replica it reaches; in this process otherwise. While Redis is away each
 * count falls back to this process's memory (logged once, counted in /metrics) and no request fails;
 * it goes back to Redis when Redis returns.
 */
@Injectable()
export class LimitCounters implements OnApplicationShutdown {
  private readonly logger = new Logger('Limits');
  private readonly redis?: Redis;
  private up = true;

  constructor(
    config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    if (!config.REDIS_URL) return;
    const where = new URL(config.REDIS_URL).host;
    // No offline queue: while Redis is away a count fails at once and falls back, instead of waiting.
    this.redis = new Redis(config.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    metrics.redisUp.set(0);
    this.redis.on('ready', () => {
      metrics.redisUp.set(1);
      if (!this.up) this.logger.log(`Redis at ${where} is back: limits are shared by every replica again`);
      this.up = true;
    });
    this.redis.on('error', (error: Error) => {
      metrics.redisUp.set(0);
      if (this.up) this.logger.warn(`Redis at ${where} is unreachable (${error.message}): limits count per process`);
      this.up = false;
    });
  }

  /** A budget of `perMinute` per client, shared through Redis when there is one. */
  limiter(name: LimitName, perMinute: number): RateLimiterAbstract {
    const options = { points: perMinute, duration: 60, keyPrefix: `tastetype:limit:${name}` };
    if (!this.redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: this.redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new FallbackCounts(options, () => this.metrics.limitFallbacks.inc({ limit: name })),
    });
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}

/** This process's own counts, used while Redis is away; each use is counted for operators. */
class FallbackCounts extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly used: () => void,
  ) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>): ReturnType<RateLimiterMemory['consume']> {
    this.used();
    return super.consume(...args);
  }
}
