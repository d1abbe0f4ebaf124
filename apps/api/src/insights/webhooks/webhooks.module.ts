import { Module } from '@nestjs/common';
import { WebhookClock } from './webhook-clock';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { WebhookMetrics } from './webhook-metrics';
import { WebhooksResolver } from './webhooks.resolver';
import { WebhooksService } from './webhooks.service';

/** Results and shares pushed to the team's endpoints: the outbox the database fills, and the process that empties it. */
@Module({
  providers: [
    WebhookClock,
    WebhookDeliveriesRepository,
    WebhookEndpointsRepository,
    WebhookDispatcher,
    WebhookMetrics,
    WebhooksResolver,
    WebhooksService,
  ],
})
export class WebhooksModule {}
