import { Injectable } from '@nestjs/common';

/** Monotonic milliseconds for the once-a-minute log lines; one place to read them, so a test can move them on. */
@Injectable()
export class DeprecationClock {
  now(): number {
    return performance.now();
  }
}
