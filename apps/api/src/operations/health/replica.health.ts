import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { ReadDatabase } from '../../platform/database/read-database';

/**
 * The read replica's state, reported beside the primary's. It never makes the server unready: visitors
 * need only the primary, and analysts' reads then answer 503 by themselves.
 */
const timeout = (ms: number) =>
  new Promise<never>((_, fail) => setTimeout(() => fail(new Error('the replica did not answer')), ms).unref());

@Injectable()
export class ReplicaHealthIndicator {
  constructor(
    private readonly read: ReadDatabase,
    private readonly indicator: HealthIndicatorService,
  ) {}

  /** Whether DATABASE_READ_URL names a replica: without one there is nothing more to report. */
  get configured(): boolean {
    return this.read.isReplica;
  }

  async report(key: string) {
    const check = this.indicator.check(key);
    try {
      const lag = await Promise.race([this.read.lagSeconds(), timeout(1000)]);
      return check.up({ reachable: true, lagSeconds: Math.round(lag * 10) / 10 });
    } catch {
      return check.up({ reachable: false });
    }
  }
}
