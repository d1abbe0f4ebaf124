import { Injectable } from '@nestjs/common';

/** The time sessions start, idle and end by; one place to read it, so a test can move it past their lifetimes. */
@Injectable()
export class SessionClock {
  now(): Date {
    return new Date();
  }
}
