import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { resolve } from 'node:path';
import { AppConfig } from '../config/app-config';
import { statfsNearest } from '../observability/disk-space';
import { ServiceUnavailable } from '../refusals/refusals';

const MB = 1024 * 1024;
/** A stop lifts only at this share above its floor: free space hovering at the floor must not flip it every look. */
export const RESUME_MARGIN = 0.1;

/** One kind of write a low disk stops: below `belowMb` free it is refused until the space returns. */
interface Stop {
  what: string;
  belowMb: number;
  floor: string;
  refusing: boolean;
}

const stop = (what: string, belowMb: number, floor: string): Stop => ({ what, belowMb, floor, refusing: false });

/**
 * MIN_FREE_DISK_MB: while DATA_DIR's disk has less free, event batches are refused with 503; under half of it,
 * saves too, so that what was acknowledged stays and PostgreSQL never meets a full disk; each is taken again once
 * the space is RESUME_MARGIN above its floor. The disk is looked at every DISK_CHECK_SECONDS, so a request pays only
 * for reading a flag. Each change is logged once.
 */
@Injectable()
export class DiskFloor implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('DiskFloor');
  private readonly events: Stop;
  private readonly saves: Stop;
  private readonly retryAfterSeconds: number;
  private timer?: NodeJS.Timeout;

  constructor(private readonly config: AppConfig) {
    const floorMb = config.MIN_FREE_DISK_MB;
    this.events = stop('event batches', floorMb, `MIN_FREE_DISK_MB (${floorMb} MB)`);
    this.saves = stop('saves', floorMb / 2, `half of MIN_FREE_DISK_MB (${floorMb / 2} MB)`);
    this.retryAfterSeconds = config.DISK_CHECK_SECONDS;
  }

  async onModuleInit(): Promise<void> {
    // With DATABASE_URL the database's disk is not this server's to watch.
    if (this.config.MIN_FREE_DISK_MB === 0 || this.config.DATABASE_URL) return;
    const folder = resolve(this.config.DATA_DIR);
    await this.look(folder);
    this.timer = setInterval(() => void this.look(folder), this.config.DISK_CHECK_SECONDS * 1000).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  refuseEventsWhileLow(): void {
    if (this.events.refusing) throw this.refusal('event batches are refused');
  }

  /** Under MIN_FREE_DISK_MB (by the event batches' rule): work that only grows the database, such as the backlog move, waits. */
  belowFloor(): boolean {
    return this.events.refusing;
  }

  refuseSavesWhileLow(): void {
    if (this.saves.refusing) throw this.refusal('results cannot be saved');
  }

  private refusal(what: string): ServiceUnavailable {
    return new ServiceUnavailable(
      `The server is nearly out of disk space: ${what} until some is freed`,
      this.retryAfterSeconds,
    );
  }

  private async look(folder: string): Promise<void> {
    const space = await statfsNearest(folder);
    if (!space) return;
    const freeMb = Math.floor((space.bavail * space.bsize) / MB);
    for (const stop of [this.events, this.saves]) {
      const low = freeMb < (stop.refusing ? stop.belowMb * (1 + RESUME_MARGIN) : stop.belowMb);
      if (low === stop.refusing) continue;
      stop.refusing = low;
      if (low)
        this.logger.error(`Data disk has ${freeMb} MB free, under ${stop.floor}: refusing ${stop.what} with 503`);
      else this.logger.log(`Data disk has ${freeMb} MB free again: taking ${stop.what} again`);
    }
  }
}
