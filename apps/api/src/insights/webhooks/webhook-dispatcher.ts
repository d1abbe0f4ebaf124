import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { DISABLE_AFTER_MS, verdict } from './retry-schedule';
import { WebhookClock } from './webhook-clock';
import {
  type AttemptOutcome,
  type ClaimedDelivery,
  type StoredDelivery,
  WebhookDeliveriesRepository,
} from './webhook-deliveries.repository';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { WebhookMetrics } from './webhook-metrics';
import { WebhookSender } from './webhook-sender';
import { signedHeaders } from './webhook-signing';

/** How long a claimed attempt is this process's: past it, a process that died loses it to any other. */
export const LEASE_MS = 30_000;
/** How often an idle process looks for due deliveries (any replica may deliver any of them). */
const POLL_MS = 100;
const PRUNE_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Sends the outbox's due deliveries from this process, each endpoint at most WEBHOOK_IN_FLIGHT at once and
 * WEBHOOK_PER_SECOND a second, so a slow receiver holds back only its own; then records what each attempt came to.
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private readonly sender: WebhookSender;
  private readonly inFlight = new Map<string, number>();
  private readonly thisSecond = new Map<string, { second: number; sent: number }>();
  private readonly sending = new Set<Promise<unknown>>();
  private timer?: NodeJS.Timeout;
  private pruneTimer?: NodeJS.Timeout;
  private claiming = false;
  /** The look under way, which shutdown waits for: its query must not meet a closed pool. */
  private claimed: Promise<void> = Promise.resolve();
  private claimAgain = false;
  private stopping = false;
  private failing = false;
  /** Outcomes waiting to be written, each with its attempt's promise: written many to a statement, as saves are. */
  private unrecorded: { id: string; outcome: AttemptOutcome; done: (error?: Error) => void }[] = [];
  private recording = false;

  constructor(
    private readonly config: AppConfig,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly clock: WebhookClock,
    private readonly metrics: WebhookMetrics,
  ) {
    this.sender = new WebhookSender(config.WEBHOOK_ALLOW_PRIVATE_TARGETS);
  }

  onApplicationBootstrap(): void {
    this.wake();
    this.pruneTimer = setInterval(() => void this.prune(), PRUNE_EVERY_MS).unref();
    void this.prune();
  }

  /** Looks for due deliveries now, or right after the look under way. */
  wake(): void {
    if (this.claiming) this.claimAgain = true;
    else this.later(0);
  }

  /** Sends a delivery just made (a test event) at once, and answers what came of it. */
  async sendNow(delivery: ClaimedDelivery): Promise<StoredDelivery | undefined> {
    await this.track(delivery);
    return this.deliveries.byId(delivery.id);
  }

  private later(ms: number): void {
    clearTimeout(this.timer);
    if (!this.stopping) this.timer = setTimeout(() => (this.claimed = this.claim()), ms).unref();
  }

  private async claim(): Promise<void> {
    this.claiming = true;
    let claimed = 0;
    try {
      const now = this.clock.now();
      const [ids, slots] = this.freeSlots(now);
      const perEndpoint = Math.min(this.config.WEBHOOK_IN_FLIGHT, this.config.WEBHOOK_PER_SECOND);
      const due = await this.deliveries.claim(now, LEASE_MS, ids, slots, perEndpoint);
      claimed = due.length;
      for (const delivery of due) void this.track(delivery);
      if (this.failing) this.logger.log('Webhook deliveries are read again');
      this.failing = false;
    } catch (error) {
      if (!this.failing)
        this.logger.warn(`Due webhook deliveries could not be read (${(error as Error).message}): trying again`);
      this.failing = true;
    } finally {
      this.claiming = false;
    }
    const again = this.claimAgain || claimed > 0;
    this.claimAgain = false;
    this.later(again ? 0 : POLL_MS);
  }

  /** Each endpoint's room now: in flight and this second's sends; endpoints not listed get the whole of both. */
  private freeSlots(now: Date): [string[], number[]] {
    const second = Math.floor(now.getTime() / 1000);
    const ids = new Set([...this.inFlight.keys(), ...this.thisSecond.keys()]);
    const slots = [...ids].map((id) => {
      const sent = this.thisSecond.get(id);
      const sentThisSecond = sent?.second === second ? sent.sent : 0;
      return Math.max(
        0,
        Math.min(
          this.config.WEBHOOK_IN_FLIGHT - (this.inFlight.get(id) ?? 0),
          this.config.WEBHOOK_PER_SECOND - sentThisSecond,
        ),
      );
    });
    return [[...ids], slots];
  }

  private async track(delivery: ClaimedDelivery): Promise<void> {
    const { endpointId } = delivery;
    const second = Math.floor(this.clock.now().getTime() / 1000);
    const sent = this.thisSecond.get(endpointId);
    this.thisSecond.set(endpointId, { second, sent: sent?.second === second ? sent.sent + 1 : 1 });
    this.inFlight.set(endpointId, (this.inFlight.get(endpointId) ?? 0) + 1);
    const attempt = this.attempt(delivery);
    this.sending.add(attempt);
    try {
      await attempt;
    } finally {
      this.sending.delete(attempt);
      const left = (this.inFlight.get(endpointId) ?? 1) - 1;
      if (left > 0) this.inFlight.set(endpointId, left);
      else this.inFlight.delete(endpointId);
      // Claims wait until half the endpoint's room is free: fewer, fuller claims under load.
      if (left <= this.config.WEBHOOK_IN_FLIGHT / 2) this.wake();
    }
  }

  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const result = await this.sender.send(
      delivery.url,
      signedHeaders(delivery.id, delivery.body, delivery.secrets),
      delivery.body,
    );
    const now = this.clock.now();
    const outcome = verdict(result, delivery.attempts, now);
    const succeeded = outcome.status === 'succeeded';
    this.metrics.attempts.inc({ outcome: succeeded ? 'succeeded' : 'failed' });
    if (outcome.status !== 'pending') this.metrics.deliveries.inc({ outcome: outcome.status });
    try {
      // The endpoint's state first: whoever sees the delivery's outcome sees the endpoint it led to.
      await this.judgeEndpoint(delivery, succeeded, outcome.status === 'failed' && outcome.disableEndpoint, now);
      await this.record(delivery.id, {
        status: outcome.status,
        nextAttemptAt: outcome.status === 'pending' ? outcome.nextAttemptAt : null,
        attemptedAt: now,
        httpStatus: result.httpStatus,
        response: result.response,
        durationMs: result.durationMs,
      });
    } catch (error) {
      // Unrecorded, the attempt is taken again once its lease ends: at least once, never silently dropped.
      this.logger.warn(
        `A webhook attempt's outcome could not be stored (${(error as Error).message}): it will be sent again`,
      );
    }
  }

  private record(id: string, outcome: AttemptOutcome): Promise<void> {
    return new Promise((resolve, reject) => {
      this.unrecorded.push({ id, outcome, done: (error) => (error ? reject(error) : resolve()) });
      if (!this.recording) void this.recordAll();
    });
  }

  /** Writes every outcome waiting, one statement at a time; those that arrive meanwhile go in the next. */
  private async recordAll(): Promise<void> {
    this.recording = true;
    while (this.unrecorded.length > 0) {
      const batch = this.unrecorded.splice(0);
      const error = await this.deliveries.finish(batch).then(
        () => undefined,
        (failure: Error) => failure,
      );
      for (const { done } of batch) done(error);
    }
    this.recording = false;
  }

  /** A 410 disables at once; five days of failures disable too. Only a change of state is written. */
  private async judgeEndpoint(delivery: ClaimedDelivery, succeeded: boolean, gone: boolean, now: Date): Promise<void> {
    if (gone) return this.disable(delivery, 'gone', 'the endpoint answered 410 Gone', now);
    if (succeeded !== (delivery.failingSince === null))
      await this.endpoints.recordOutcome(delivery.endpointId, succeeded, now);
    if (
      !succeeded &&
      delivery.failingSince &&
      now.getTime() - new Date(delivery.failingSince).getTime() >= DISABLE_AFTER_MS
    ) {
      await this.disable(delivery, 'failing', 'every attempt failed for 5 days', now);
    }
  }

  private async disable(delivery: ClaimedDelivery, reason: string, why: string, now: Date): Promise<void> {
    await this.endpoints.setEnabled(delivery.endpointId, false, why, now);
    this.metrics.disabled.inc({ reason });
    this.logger.warn(`Webhook endpoint ${delivery.endpointId} (${new URL(delivery.url).host}) is disabled: ${why}`);
  }

  private async prune(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - this.config.WEBHOOK_KEEP_DAYS * DAY_MS);
    await this.deliveries
      .deleteBefore(before)
      .catch((error: Error) => this.logger.warn(`Old webhook deliveries could not be deleted: ${error.message}`));
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    clearInterval(this.pruneTimer);
    await this.claimed;
    // Attempts under way finish and are recorded; one cut short is sent again after its lease.
    await Promise.allSettled([...this.sending]);
    this.sender.close();
  }
}
