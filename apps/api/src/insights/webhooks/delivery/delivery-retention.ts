import { DAY_MS, HOUR_MS } from '@tastetype/quiz-domain';
import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { WebhookDeliveriesRepository } from '../webhook-deliveries.repository';
import { WebhookClock } from '../webhook-clock';

/** Deliveries older than WEBHOOK_KEEP_DAYS go, delivered or not: at start, then hourly. */
@Injectable()
export class DeliveryRetention implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly config: AppConfig,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly clock: WebhookClock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.prune(), HOUR_MS).unref();
    void this.prune();
  }

  private async prune(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - this.config.WEBHOOK_KEEP_DAYS * DAY_MS);
    await this.deliveries
      .deleteBefore(before)
      .catch((error: Error) => this.logger.warn(`Old webhook deliveries could not be deleted: ${error.message}`));
  }

  beforeApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
