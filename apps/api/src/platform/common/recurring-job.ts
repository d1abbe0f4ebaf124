import type { Logger } from '@nestjs/common';
import { HOUR_MS } from '@tastetype/quiz-domain';

/**
 * Work run soon after start and then hourly, never twice at once, whose failure is a warning line and whose
 * stop waits for a run under way. `stopping` tells a long run to end early.
 */
export class RecurringJob {
  stopping = false;
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly what: string,
    private readonly logger: Logger,
    private readonly work: () => Promise<unknown>,
  ) {}

  start(firstAfterMs = 1000, everyMs = HOUR_MS): void {
    const tick = () => {
      this.running ??= this.work()
        .catch((error: unknown) => this.logger.warn(`${this.what} failed: ${String(error)}`))
        .finally(() => (this.running = undefined));
    };
    this.timer = setTimeout(() => {
      tick();
      this.timer = setInterval(tick, everyMs).unref();
    }, firstAfterMs).unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    clearInterval(this.timer);
    await this.running;
  }
}
