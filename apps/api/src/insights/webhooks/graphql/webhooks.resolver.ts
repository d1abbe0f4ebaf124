import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequireKey } from '../../../access/keys/checking/require-key.guard';
import {
  CreateWebhookEndpointInput,
  DeliveriesArgs,
  EnableEndpointArgs,
  EndpointArgs,
  RecoverArgs,
} from './dto/webhook.args';
import { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from './models/webhook-endpoint.model';
import { WebhooksService } from '../webhooks.service';

const NEEDS = 'Needs a key with webhooks:manage (FORBIDDEN without it).';

@Resolver()
export class WebhooksResolver {
  constructor(private readonly webhooks: WebhooksService) {}

  @Query(() => [WebhookEndpoint], { description: `Every endpoint, newest first. ${NEEDS}` })
  @RequireKey('webhooks:manage')
  webhookEndpoints(): Promise<WebhookEndpoint[]> {
    return this.webhooks.list();
  }

  @Query(() => [WebhookDelivery], { description: `An endpoint's latest deliveries, newest first. ${NEEDS}` })
  @RequireKey('webhooks:manage')
  webhookDeliveries(@Args() args: DeliveriesArgs): Promise<WebhookDelivery[]> {
    return this.webhooks.deliveriesOf(args.endpointId, args.first);
  }

  @Mutation(() => WebhookEndpointWithSecret, {
    description: `Adds an endpoint; its secret is in this answer only. BAD_USER_INPUT for a URL that is not https or points at a private address, or an unknown event. ${NEEDS}`,
  })
  @RequireKey('webhooks:manage')
  createWebhookEndpoint(@Args('input') input: CreateWebhookEndpointInput): Promise<WebhookEndpointWithSecret> {
    return this.webhooks.create(input);
  }

  @Mutation(() => WebhookEndpointWithSecret, {
    description: `A new secret, shown this once; the old one still signs beside it for 24 h. ${NEEDS}`,
  })
  @RequireKey('webhooks:manage')
  rotateWebhookSecret(@Args() { id }: EndpointArgs): Promise<WebhookEndpointWithSecret> {
    return this.webhooks.rotate(id);
  }

  @Mutation(() => WebhookEndpoint, {
    description: `Disables or enables an endpoint; enabled again, its waiting deliveries go out. ${NEEDS}`,
  })
  @RequireKey('webhooks:manage')
  setWebhookEndpointEnabled(@Args() { id, enabled }: EnableEndpointArgs): Promise<WebhookEndpoint> {
    return this.webhooks.setEnabled(id, enabled);
  }

  @Mutation(() => WebhookDelivery, {
    description: `Sends a webhook.test event now and answers with the receiver's answer. ${NEEDS}`,
  })
  @RequireKey('webhooks:manage')
  sendTestWebhook(@Args() { id }: EndpointArgs): Promise<WebhookDelivery> {
    return this.webhooks.sendTest(id);
  }

  @Mutation(() => WebhookDelivery, {
    description: `Sends one delivery again, on a fresh schedule, whatever came of it. ${NEEDS}`,
  })
  @RequireKey('webhooks:manage')
  resendWebhookDelivery(@Args() { id }: EndpointArgs): Promise<WebhookDelivery> {
    return this.webhooks.resend(id);
  }

  @Mutation(() => Int, {
    description: `Sends again every failed delivery of an endpoint made since a time; answers how many. ${NEEDS}`,
  })
  @RequireKey('webhooks:manage')
  recoverWebhookDeliveries(@Args() { endpointId, since }: RecoverArgs): Promise<number> {
    return this.webhooks.recover(endpointId, since);
  }
}
