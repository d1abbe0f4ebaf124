import { HOUR_MS } from '@tastetype/quiz-domain';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { AppConfig } from '../../../platform/config/app-config';
import { EmbeddedPostgresHolder } from '../../../platform/database/embedded/embedded-postgres.module';
import { listBases } from '../backup-layout';
import { withBackupLock } from './backup-lock';
import { BackupMetrics } from '../backup-metrics';
import { backupSettings, type BackupSettings } from '../backup-settings';
import { takeBaseBackup } from './base-backup';
import { readSystemIdentifier } from '../archive/system-identifier';
import { WalOverflowGuard } from '../archive/wal-overflow-guard';
import { WalSwitch } from '../archive/wal-switch';

/** What the schedule reads the time from: tests hand it their own. */
export const BACKUP_CLOCK = Symbol('BACKUP_CLOCK');
const RECHECK_MS = 10 * 60_000;

/**
 * In the process that owns the embedded database: a base backup at first start and every BACKUP_BASE_EVERY_H
 * hours (paced: BACKUP_BASE_MAX_MB_PER_S), and a WAL switch every half BACKUP_MAX_LAG_S when data was written, so that no acknowledged save
 * waits longer than that to be archived (PostgreSQL 18's archive_timeout did not switch on its own here).
 */
@Injectable()
export class BackupSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Backups');
  private readonly settings: BackupSettings | undefined;
  private readonly clusterDir: string;
  private switchTimer?: NodeJS.Timeout;
  private backupTimer?: NodeJS.Timeout;
  private switcher?: Client;
  private guard?: WalOverflowGuard;
  private readonly walSwitch = new WalSwitch();
  private baseNeeded = false;
  private stopping = false;

  constructor(
    config: AppConfig,
    private readonly embedded: EmbeddedPostgresHolder,
    private readonly metrics: BackupMetrics,
    @Inject(BACKUP_CLOCK) private readonly now: () => Date,
  ) {
    this.settings = backupSettings(config);
    this.clusterDir = join(resolve(config.DATA_DIR), 'postgres');
  }

  async onApplicationBootstrap(): Promise<void> {
    const settings = this.settings;
    if (!settings || !this.embedded.url) return;
    this.metrics.watch(settings);
    this.guard = new WalOverflowGuard(settings, this.clusterDir, await readSystemIdentifier(this.clusterDir), {
      dropping: (pending) => {
        this.metrics.walDropped();
        this.logger.error(
          `pg_wal holds ${Math.round(pending / 1048576)} MB of WAL that BACKUP_DIR did not take (BACKUP_MAX_PENDING_WAL_MB): ` +
            'dropping it so that the data disk does not fill; the archive has a gap until a new base backup',
        );
      },
      resumed: () => {
        this.logger.warn('Archiving to BACKUP_DIR again after dropping WAL: a base backup starts a new chain now');
        this.baseNeeded = true;
        this.scheduleBackup(0);
      },
    });
    this.switchTimer = setInterval(() => void this.switchWal(), (settings.maxLagSeconds * 1000) / 2).unref();
    this.scheduleBackup(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.switchTimer);
    clearTimeout(this.backupTimer);
    await this.switcher?.end().catch(() => undefined);
  }

  /** An idle server archives nothing: the segment is switched out only when it holds data changes. */
  private async switchWal(): Promise<void> {
    try {
      if (!this.switcher) {
        this.switcher = new Client({ connectionString: this.embedded.url, application_name: 'tastetype-wal-switch' });
        this.switcher.on('error', () => (this.switcher = undefined));
        await this.switcher.connect();
      }
      await this.walSwitch.tick(this.switcher);
      await this.guard?.check(this.switcher);
    } catch {
      // The database is away (its restart is logged elsewhere): connect again at the next tick.
      await this.switcher?.end().catch(() => undefined);
      this.switcher = undefined;
    }
  }

  private scheduleBackup(inMs: number): void {
    clearTimeout(this.backupTimer);
    if (!this.stopping) this.backupTimer = setTimeout(() => void this.backupWhenDue(), inMs).unref();
  }

  private async backupWhenDue(): Promise<void> {
    const { settings, clusterDir } = this;
    const url = this.embedded.url;
    if (!settings || !url || this.stopping) return;
    try {
      const bases = await listBases(settings.dir, await readSystemIdentifier(clusterDir));
      const newest = bases.at(-1)?.manifest.stop.time;
      const everyMs = settings.baseEveryHours * HOUR_MS;
      const dueInMs = newest ? Date.parse(newest) + everyMs - this.now().getTime() : 0;
      if (dueInMs <= 0 || this.baseNeeded) {
        const log = (line: string) => this.logger.log(line);
        await withBackupLock(settings.dir, () => takeBaseBackup({ url, clusterDir, settings, log, now: this.now }));
        this.baseNeeded = false;
        this.metrics.baseBackupTaken();
      }
    } catch (error) {
      if (this.stopping) return;
      this.metrics.baseBackupFailed();
      this.logger.error(`Base backup failed: ${(error as Error).message}; next try in ${RECHECK_MS / 60_000} min`);
    }
    this.scheduleBackup(RECHECK_MS);
  }
}
