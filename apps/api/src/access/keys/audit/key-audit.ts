import { DAY_MS, HOUR_MS, MINUTE_MS } from '@tastetype/quiz-domain';
import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { ApiKeysRepository } from '../api-keys.repository';
import { type AuditCount, KeyAuditRepository } from './key-audit.repository';
import type { KeyHolder } from '../key-holder';

/** How often the folded counts are written: a request never waits on the trail. */
const FLUSH_EVERY_MS = 5_000;
/** How often uses older than AUDIT_KEEP_DAYS are deleted. */
const PRUNE_EVERY_MS = HOUR_MS;

/**
 * The audit trail of key uses, folded in memory into one count per key, operation, outcome and minute,
 * and written every few seconds (and at shutdown) in one statement. A key's last use is written at most once a minute.
 */
@Injectable()
export class KeyAudit implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('KeyAudit');
  private counts = new Map<string, AuditCount>();
  private lastUses = new Map<string, Date>();
  private readonly lastUseWritten = new Map<string, number>();
  private writing: Promise<void> = Promise.resolve();
  private failing = false;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly config: AppConfig,
    private readonly trail: KeyAuditRepository,
    private readonly keys: ApiKeysRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.timers = [
      setInterval(() => void this.flush(), FLUSH_EVERY_MS).unref(),
      setInterval(() => void this.prune(), PRUNE_EVERY_MS).unref(),
    ];
    void this.prune();
  }

  /** Counts one use; `outcome` is `allowed` or `denied: <why>`. */
  record(holder: KeyHolder, operation: string, outcome: string, now = Date.now()): void {
    const minute = now - (now % MINUTE_MS);
    const keyName = holder.auditName ?? holder.name;
    const fold = `${minute} ${holder.keyId} ${keyName} ${operation} ${outcome}`;
    const count = this.counts.get(fold);
    if (count) count.uses += 1;
    else
      this.counts.set(fold, {
        minute: new Date(minute),
        keyId: holder.keyId,
        keyName,
        operation,
        outcome,
        uses: 1,
      });
    if (holder.keyId && outcome === 'allowed' && now - (this.lastUseWritten.get(holder.keyId) ?? 0) >= MINUTE_MS) {
      this.lastUseWritten.set(holder.keyId, now);
      this.lastUses.set(holder.keyId, new Date(now));
    }
  }

  /** Writes what is folded so far; the trail's readers call it first, so they see their own replica's latest uses. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  private async write(): Promise<void> {
    const [counts, lastUses] = [this.counts, this.lastUses];
    if (counts.size === 0 && lastUses.size === 0) return;
    [this.counts, this.lastUses] = [new Map(), new Map()];
    try {
      // Last uses first: written twice they change nothing, while counts written twice would double.
      await this.keys.touch(lastUses);
      await this.trail.add([...counts.values()]);
      if (this.failing) this.logger.log('The audit trail is written again');
      this.failing = false;
    } catch (error) {
      // Kept for the next try: a database away for a while loses no use.
      for (const [fold, count] of counts) {
        const newer = this.counts.get(fold);
        if (newer) newer.uses += count.uses;
        else this.counts.set(fold, count);
      }
      for (const [id, at] of lastUses) if (!this.lastUses.has(id)) this.lastUses.set(id, at);
      if (!this.failing)
        this.logger.warn(`The audit trail could not be written (${(error as Error).message}): kept to retry`);
      this.failing = true;
    }
  }

  private async prune(): Promise<void> {
    await this.trail
      .deleteBefore(new Date(Date.now() - this.config.AUDIT_KEEP_DAYS * DAY_MS))
      .catch((error: Error) => this.logger.warn(`Old audit records could not be deleted: ${error.message}`));
  }

  async beforeApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await this.flush();
  }
}
