import { Injectable } from '@nestjs/common';
import { type Readable, finished } from 'node:stream';
import { AppConfig } from '../../../platform/config/app-config';
import { ServiceUnavailable } from '../../../platform/refusals/refusals';

/** How long a refused export is told to wait: a million rows take a few seconds to stream. */
const RETRY_AFTER_SECONDS = 10;

/**
 * Each export holds a pooled connection for as long as its client reads, so only a few run at once:
 * the rest of the pool stays free for visitors' saves, however many or slow the downloads.
 */
@Injectable()
export class CsvExportSlots {
  private running = 0;
  private readonly limit: number;

  constructor(config: AppConfig) {
    this.limit = config.CSV_EXPORTS_AT_ONCE;
  }

  /** Runs `start` in a free slot, held until its stream ends, fails or is destroyed; 503 when none is free. */
  async take(start: () => Promise<Readable>): Promise<Readable> {
    if (this.running >= this.limit) {
      throw new ServiceUnavailable(
        `${this.limit} CSV exports are streaming already: try again in ${RETRY_AFTER_SECONDS} s`,
        RETRY_AFTER_SECONDS,
      );
    }
    this.running += 1;
    try {
      const stream = await start();
      finished(stream, () => (this.running -= 1));
      return stream;
    } catch (error) {
      this.running -= 1;
      throw error;
    }
  }
}
