import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { resolve, join } from 'node:path';
import { Client } from 'pg';
import { AppConfig } from '../config/app-config';
import { EmbeddedPostgresHolder } from '../database/embedded-postgres.module';
import { listBases } from './backup-layout';
import { withBackupLock } from './backup-lock';
import { BackupMetrics } from './backup-metrics';
import { backupSettings, type BackupSettings } from './backup-settings';
import { takeBaseBackup } from './base-backup';
import { readSystemIdentifier } from './system-identifier';

/** What the schedule reads the time from: tests hand it their own. */
export const BACKUP_CLOCK = Symbol('BACKUP_CLOCK');
const RECHECK_MS = 10 * 60_000;

/**
 * In the process that owns the embedded database: a base backup at first start and every BACKUP_BASE_EVERY_H
 * hours, and a WAL switch every half BACKUP_MAX_LAG_S when anything was written, so that no acknowledged save
 * waits longer than that to be archived (PostgreSQL 18's archive_timeout did not switch on its own here).
 */
@Injectable()
export class BackupSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Backups');
  private readonly settings: BackupSettings | undefined;
  private timers: NodeJS.Timeout[] = [];
  private switcher?: Client;
  private stopping = false;

  constructor(
    private readonly config: AppConfig,
    private readonly embedded: EmbeddedPostgresHolder,
    private readonly metrics: BackupMetrics,
    @Inject(BACKUP_CLOCK) private readonly now: () => Date,
  ) {
    this.settings = backupSettings(config);
  }

  onApplicationBootstrap(): void {
    if (!this.settings || !this.embedded.url) return;
    this.metrics.watch(this.settings);
    this.timers.push(setInterval(() => void this.switchWal(), (this.settings.maxLagSeconds * 1000) / 2).unref());
    this.timers.push(setTimeout(() => void this.backupWhenDue(), 0).unref());
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.timers.forEach(clearTimeout);
    await this.switcher?.end().catch(() => undefined);
  }

  /** pg_switch_wal does nothing when no WAL was written since the last switch: an idle server archives nothing. */
  private async switchWal(): Promise<void> {
    try {
      if (!this.switcher) {
        this.switcher = new Client({ connectionString: this.embedded.url, application_name: 'tastetype-wal-switch' });
        this.switcher.on('error', () => (this.switcher = undefined));
        await this.switcher.connect();
      }
      await this.switcher.query('SELECT pg_switch_wal()');
    } catch {
      // The database is away (its restart is logged elsewhere): connect again at the next tick.
      await this.switcher?.end().catch(() => undefined);
      this.switcher = undefined;
    }
  }

  private async backupWhenDue(): Promise<void> {
    const settings = this.settings;
    const url = this.embedded.url;
    if (!settings || !url || this.stopping) return;
    const clusterDir = join(resolve(this.config.DATA_DIR), 'postgres');
    const everyMs = settings.baseEveryHours * 3_600_000;
    try {
      const bases = await listBases(settings.dir, await readSystemIdentifier(clusterDir));
      const newest = bases.at(-1)?.manifest.stop.time;
      const dueInMs = newest ? Date.parse(newest) + everyMs - this.now().getTime() : 0;
      if (dueInMs <= 0) {
        const log = (line: string) => this.logger.log(line);
        await withBackupLock(settings.dir, () => takeBaseBackup({ url, clusterDir, settings, log, now: this.now }));
        this.metrics.baseBackupTaken();
      }
    } catch (error) {
      if (this.stopping) return;
      this.metrics.baseBackupFailed();
      this.logger.error(`Base backup failed: ${(error as Error).message}; next try in ${RECHECK_MS / 60_000} min`);
    }
    if (!this.stopping) this.timers.push(setTimeout(() => void this.backupWhenDue(), RECHECK_MS).unref());
  }
}
