import { DAY_MS, ENDPOINT_DISABLED_WHY, WEBHOOK_TEST_EVENT } from '@tastetype/quiz-domain';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { BadRequest, NotFound } from '../../platform/refusals/refusals';
import { LEASE_MS, WebhookDispatcher } from './delivery/webhook-dispatcher';
import { WebhookClock } from './webhook-clock';
import { type StoredDelivery, WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { type StoredEndpoint, WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { WEBHOOK_EVENTS } from './webhook-events';
import { messageId, newWebhookSecret } from './delivery/webhook-signing';
import { checkedEndpointUrl } from './delivery/webhook-targets';

/** Events an endpoint may subscribe to: the test event is sent on demand only. */
const SUBSCRIBABLE = WEBHOOK_EVENTS.filter((event) => event !== WEBHOOK_TEST_EVENT);
/** During a rotation the old secret signs beside the new one this long, as Svix does. */
const ROTATION_OVERLAP_MS = DAY_MS;

const withMessageId = (delivery: StoredDelivery) => ({ ...delivery, messageId: messageId(delivery.id) });

/** Endpoints and their deliveries, as the analysts manage them. */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly config: AppConfig,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly dispatcher: WebhookDispatcher,
    private readonly clock: WebhookClock,
  ) {}

  list(): Promise<StoredEndpoint[]> {
    return this.endpoints.list();
  }

  async create({ url, events, description }: { url: string; events: string[]; description: string }) {
    const unknown = events.filter((event) => !(SUBSCRIBABLE as readonly string[]).includes(event));
    if (unknown.length > 0 || events.length === 0) {
      throw new BadRequest(
        `events must be one or more of ${SUBSCRIBABLE.join(', ')}${unknown.length ? `; not ${unknown.join(', ')}` : ''}`,
      );
    }
    const secret = newWebhookSecret();
    const endpoint = await this.endpoints.insert({
      url: checkedEndpointUrl(url, this.config.WEBHOOK_ALLOW_PRIVATE_TARGETS),
      description: description.trim(),
      events: [...new Set(events)],
      secret,
    });
    return { endpoint, secret };
  }

  async rotate(id: string) {
    const secret = newWebhookSecret();
    const until = new Date(this.clock.now().getTime() + ROTATION_OVERLAP_MS);
    return { endpoint: found(await this.endpoints.rotate(id, secret, until)), secret };
  }

  async setEnabled(id: string, enabled: boolean): Promise<StoredEndpoint> {
    const endpoint = found(
      await this.endpoints.setEnabled(id, enabled, ENDPOINT_DISABLED_WHY.manager, this.clock.now()),
    );
    if (enabled) this.dispatcher.wake();
    return endpoint;
  }

  /** A webhook.test event, sent at once whatever the endpoint subscribed to; answers with what came of it. */
  async sendTest(id: string) {
    const now = this.clock.now();
    const payload = { type: WEBHOOK_TEST_EVENT, timestamp: now.toISOString(), data: { endpointId: id } };
    const delivery = await this.deliveries.insertLeased(id, WEBHOOK_TEST_EVENT, payload, now, LEASE_MS);
    return withMessageId(found(await this.dispatcher.sendNow(found(delivery))));
  }

  async deliveriesOf(endpointId: string, first: number) {
    found(await this.endpoints.byId(endpointId));
    return (await this.deliveries.latest(endpointId, first)).map(withMessageId);
  }

  async resend(id: string) {
    const [delivery] = await this.deliveries.resend({ id }, this.clock.now());
    this.dispatcher.wake();
    return withMessageId(found(delivery));
  }

  async recover(endpointId: string, since: Date): Promise<number> {
    found(await this.endpoints.byId(endpointId));
    const again = await this.deliveries.resend({ endpointId, since }, this.clock.now());
    this.dispatcher.wake();
    return again.length;
  }
}

function found<T>(value: T | undefined): T {
  if (value === undefined) throw new NotFound('No webhook endpoint or delivery has this id');
  return value;
}
