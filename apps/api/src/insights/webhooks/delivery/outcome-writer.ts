import type { AttemptOutcome, WebhookDeliveriesRepository } from '../webhook-deliveries.repository';

/** Attempts' outcomes written many to a statement, as saves are; each caller learns whether its own was written. */
export class OutcomeWriter {
  private waiting: { id: string; outcome: AttemptOutcome; done: (error?: Error) => void }[] = [];
  private writing = false;

  constructor(private readonly deliveries: WebhookDeliveriesRepository) {}

  write(id: string, outcome: AttemptOutcome): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ id, outcome, done: (error) => (error ? reject(error) : resolve()) });
      if (!this.writing) void this.writeAll();
    });
  }

  /** Writes every outcome waiting, one statement at a time; those that arrive meanwhile go in the next. */
  private async writeAll(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0);
      const error = await this.deliveries.finish(batch).then(
        () => undefined,
        (failure: Error) => failure,
      );
      for (const { done } of batch) done(error);
    }
    this.writing = false;
  }
}
