import { ENDPOINT_DISABLED_WHY } from '@tastetype/quiz-domain';
import { Injectable, Logger } from '@nestjs/common';
import type { ClaimedDelivery } from '../webhook-deliveries.repository';
import { WebhookEndpointsRepository } from '../webhook-endpoints.repository';
import { WebhookMetrics } from '../webhook-metrics';
import { DISABLE_AFTER_MS } from './retry-schedule';

/** What an attempt tells of its endpoint: a 410 disables at once, five days of failures too. Only a change of state is written. */
@Injectable()
export class EndpointJudge {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly metrics: WebhookMetrics,
  ) {}

  async judge(delivery: ClaimedDelivery, succeeded: boolean, gone: boolean, now: Date): Promise<void> {
    if (gone) return this.disable(delivery, 'gone', ENDPOINT_DISABLED_WHY.gone, now);
    if (succeeded !== (delivery.failingSince === null))
      await this.endpoints.recordOutcome(delivery.endpointId, succeeded, now);
    const failingFor = delivery.failingSince ? now.getTime() - new Date(delivery.failingSince).getTime() : 0;
    if (!succeeded && failingFor >= DISABLE_AFTER_MS) {
      await this.disable(delivery, 'failing', ENDPOINT_DISABLED_WHY.failing, now);
    }
  }

  private async disable(delivery: ClaimedDelivery, reason: string, why: string, now: Date): Promise<void> {
    await this.endpoints.setEnabled(delivery.endpointId, false, why, now);
    this.metrics.disabled.inc({ reason });
    this.logger.warn(`Webhook endpoint ${delivery.endpointId} (${new URL(delivery.url).host}) is disabled: ${why}`);
  }
}
