import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * A budget per client address and minute, kept in this process's memory only: each replica keeps its own.
 * `refuse` makes the error for a client past its budget, given the seconds until it may try again.
 */
export class PerMinuteQuota {
  private readonly limiter?: RateLimiterMemory;

  constructor(
    perMinute: number,
    private readonly refuse: (retryAfterSeconds: number) => Error,
  ) {
    if (perMinute > 0) this.limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  }

  /** Takes one from the client's budget; throws the refusal when it is spent. */
  async take(client: string): Promise<void> {
    try {
      await this.limiter?.consume(client);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      throw this.refuse(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
    }
  }

  /** Gives one back when nothing was stored after all, e.g. while the database is down. */
  async giveBack(client: string): Promise<void> {
    await this.limiter?.reward(client);
  }
}
