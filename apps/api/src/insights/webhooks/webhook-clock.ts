import { Injectable } from '@nestjs/common';

/** The time deliveries are scheduled by; one place to read it, so a test can move it through a day of retries. */
@Injectable()
export class WebhookClock {
  now(): Date {
    return new Date();
  }
}
