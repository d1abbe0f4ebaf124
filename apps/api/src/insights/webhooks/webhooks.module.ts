import { Module } from '@nestjs/common';
import { WebhookClock } from './webhook-clock';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { DeliveryRetention } from './delivery/delivery-retention';
import { EndpointJudge } from './delivery/endpoint-judge';
import { WebhookDispatcher } from './delivery/webhook-dispatcher';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { WebhookMetrics } from './webhook-metrics';
import { WebhooksResolver } from './graphql/webhooks.resolver';
import { WebhooksService } from './webhooks.service';

/** Results and shares pushed to the team's endpoints: the outbox the database fills, and the process that empties it. */
@Module({
  providers: [
    WebhookClock,
    WebhookDeliveriesRepository,
    WebhookEndpointsRepository,
    WebhookDispatcher,
    EndpointJudge,
    DeliveryRetention,
    WebhookMetrics,
    WebhooksResolver,
    WebhooksService,
  ],
})
export class WebhooksModule {}
