import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LimitCounters, LimitName } from './limit-counters';

/**
 * A budget per client address and minute, counted where LimitCounters keeps counts (Redis, or this process).
 * `refuse` makes the error for a client past its budget, given the seconds until it may try again.
 */
export class PerMinuteQuota {
  private readonly limiter?: RateLimiterAbstract;

  constructor(
    counters: LimitCounters,
    name: LimitName,
    perMinute: number,
    private readonly refuse: (retryAfterSeconds: number) => Error,
  ) {
    if (perMinute > 0) this.limiter = counters.limiter(name, perMinute);
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

  /** Throws the refusal when the client's budget is spent already, without taking from it. */
  async checkNotSpent(client: string): Promise<void> {
    const used = this.limiter && (await this.limiter.get(client));
    if (used && used.remainingPoints <= 0) throw this.refuse(Math.max(1, Math.ceil(used.msBeforeNext / 1000)));
  }

  /** Gives one back when nothing was stored after all, e.g. while the database is down. */
  async giveBack(client: string): Promise<void> {
    await this.limiter?.reward(client);
  }
}
