import { Flag, Setting, WholeNumber } from '../setting';

/** Deliveries to the team's webhook endpoints. */
export class WebhooksSettings {
  @Setting('Lets webhook endpoints be http:// and on loopback or private addresses: for tests and private deployments.')
  @Flag('WEBHOOK_ALLOW_PRIVATE_TARGETS')
  WEBHOOK_ALLOW_PRIVATE_TARGETS = false;

  @Setting('Days webhook deliveries are kept, delivered or not; older ones are deleted hourly.')
  @WholeNumber('WEBHOOK_KEEP_DAYS', 1, 100_000)
  WEBHOOK_KEEP_DAYS = 30;

  @Setting('Deliveries this process sends to one endpoint at once, so a slow receiver never holds back the others.')
  @WholeNumber('WEBHOOK_IN_FLIGHT', 1, 1000)
  WEBHOOK_IN_FLIGHT = 16;

  @Setting('Deliveries this process sends to one endpoint a second.')
  @WholeNumber('WEBHOOK_PER_SECOND', 1, 100_000)
  WEBHOOK_PER_SECOND = 1000;
}
