import { Injectable } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { Metrics } from '../../platform/observability/metrics';
import { WebhookClock } from './webhook-clock';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';

/** What an operator watches of webhooks, in the app's one registry. */
@Injectable()
export class WebhookMetrics {
  readonly attempts: Counter<'outcome'>;
  readonly deliveries: Counter<'outcome'>;
  readonly disabled: Counter<'reason'>;

  constructor(
    metrics: Metrics,
    deliveries: WebhookDeliveriesRepository,
    endpoints: WebhookEndpointsRepository,
    clock: WebhookClock,
  ) {
    const registers = [metrics.registry];
    this.attempts = new Counter({
      name: 'tastetype_webhook_attempts_total',
      help: 'Webhook attempts sent, by outcome: succeeded, or failed (to be retried, or the last)',
      labelNames: ['outcome'],
      registers,
    });
    this.deliveries = new Counter({
      name: 'tastetype_webhook_deliveries_total',
      help: 'Webhook deliveries finished, by outcome: succeeded, or failed after every attempt',
      labelNames: ['outcome'],
      registers,
    });
    this.disabled = new Counter({
      name: 'tastetype_webhook_endpoints_disabled_total',
      help: 'Endpoints disabled by this process, by reason: gone (410) or failing (5 days)',
      labelNames: ['reason'],
      registers,
    });
    // Each reason starts at 0, so that an alert's increase() sees an endpoint's first disabling too.
    for (const reason of ['gone', 'failing']) this.disabled.inc({ reason }, 0);
    new Gauge({
      name: 'tastetype_webhook_oldest_pending_seconds',
      help: 'Age of the oldest delivery not yet delivered; 0 when none waits, -1 while the database does not answer',
      registers,
      async collect() {
        this.set(await deliveries.oldestPendingSeconds(clock.now()).catch(() => -1));
      },
    });
    new Gauge({
      name: 'tastetype_webhook_endpoints_disabled',
      help: 'Endpoints disabled now; -1 while the database does not answer',
      registers,
      async collect() {
        this.set(await endpoints.countDisabled().catch(() => -1));
      },
    });
  }
}
