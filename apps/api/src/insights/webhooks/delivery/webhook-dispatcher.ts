import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { outsideTraces } from '../../../platform/observability/tracing';
import {
  type ClaimedDelivery,
  type StoredDelivery,
  WebhookDeliveriesRepository,
} from '../webhook-deliveries.repository';
import { WebhookMetrics } from '../webhook-metrics';
import { EndpointJudge } from './endpoint-judge';
import { EndpointRoom } from './endpoint-room';
import { OutcomeWriter } from './outcome-writer';
import { verdict } from './retry-schedule';
import { WebhookClock } from '../webhook-clock';
import { WebhookSender } from './webhook-sender';
import { signedHeaders } from './webhook-signing';

/** How long a claimed attempt is this process's: past it, a process that died loses it to any other. */
export const LEASE_MS = 30_000;
/** How often an idle process looks for due deliveries (any replica may deliver any of them). */
const POLL_MS = 100;

/**
 * Sends the outbox's due deliveries from this process, each endpoint at most WEBHOOK_IN_FLIGHT at once and
 * WEBHOOK_PER_SECOND a second, so a slow receiver holds back only its own; then records what each attempt came to.
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private readonly sender: WebhookSender;
  private readonly room: EndpointRoom;
  private readonly outcomes: OutcomeWriter;
  private readonly sending = new Set<Promise<unknown>>();
  private timer?: NodeJS.Timeout;
  private claiming = false;
  /** The look under way, which shutdown waits for: its query must not meet a closed pool. */
  private claimed: Promise<void> = Promise.resolve();
  private claimAgain = false;
  private stopping = false;
  private failing = false;

  constructor(
    private readonly config: AppConfig,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly judge: EndpointJudge,
    private readonly clock: WebhookClock,
    private readonly metrics: WebhookMetrics,
  ) {
    this.sender = new WebhookSender(config.WEBHOOK_ALLOW_PRIVATE_TARGETS);
    this.room = new EndpointRoom(config.WEBHOOK_IN_FLIGHT, config.WEBHOOK_PER_SECOND);
    this.outcomes = new OutcomeWriter(deliveries);
  }

  onApplicationBootstrap(): void {
    this.wake();
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
    if (this.stopping) return;
    // Each look schedules the next: woken inside a request, every later attempt would join that request's trace.
    this.timer = outsideTraces(() => setTimeout(() => (this.claimed = this.claim()), ms).unref());
  }

  private async claim(): Promise<void> {
    this.claiming = true;
    let claimed = 0;
    try {
      const now = this.clock.now();
      const [ids, slots] = this.room.freeSlots(now);
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

  private async track(delivery: ClaimedDelivery): Promise<void> {
    const { endpointId } = delivery;
    this.room.take(endpointId, this.clock.now());
    const attempt = this.attempt(delivery);
    this.sending.add(attempt);
    try {
      await attempt;
    } finally {
      this.sending.delete(attempt);
      const left = this.room.give(endpointId);
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
      await this.judge.judge(delivery, succeeded, outcome.status === 'failed' && outcome.disableEndpoint, now);
      await this.outcomes.write(delivery.id, {
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

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.claimed;
    // Attempts under way finish and are recorded; one cut short is sent again after its lease.
    await Promise.allSettled([...this.sending]);
    this.sender.close();
  }
}
