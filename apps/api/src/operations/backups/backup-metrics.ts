import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Counter, Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import { watchDiskSpace } from '../../platform/observability/disk-space';
import { Metrics } from '../../platform/observability/metrics';
import { backupDirBytes } from './backup-dir-bytes';
import { listBases } from './backup-layout';
import type { BackupSettings } from './backup-settings';

interface ArchiverRow {
  last_archived_time: Date | null;
  failed_count: string;
  oldest_ready: string | null;
}

// Files PostgreSQL has finished and marked .ready but not yet archived: their age is how late the archive is.
const ARCHIVER_ROW = `
  SELECT last_archived_time, failed_count,
         (SELECT extract(epoch FROM now() - min(modification)) FROM pg_ls_archive_statusdir()
          WHERE name LIKE '%.ready') AS oldest_ready
  FROM pg_stat_archiver`;

/** What an operator watches so that a failing backup is never silent; registered only when this process archives. */
@Injectable()
export class BackupMetrics {
  private readonly baseFailures: Counter;
  private readonly baseTaken: Counter;
  private readonly walDrops: Counter;

  constructor(
    private readonly metrics: Metrics,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    const registers = [metrics.registry];
    this.baseFailures = new Counter({
      name: 'tastetype_backup_base_failures_total',
      help: 'Base backups that failed',
      registers,
    });
    this.baseTaken = new Counter({
      name: 'tastetype_backup_base_taken_total',
      help: 'Base backups taken by this process',
      registers,
    });
    this.walDrops = new Counter({
      name: 'tastetype_backup_wal_drops_total',
      help: 'Times unarchived WAL passed BACKUP_MAX_PENDING_WAL_MB and was dropped to spare the data disk (a gap in the archive)',
      registers,
    });
  }

  walDropped(): void {
    this.walDrops.inc();
  }

  baseBackupTaken(): void {
    this.baseTaken.inc();
  }

  baseBackupFailed(): void {
    this.baseFailures.inc();
  }

  /** The archiver's figures (read from pg_stat_archiver at each scrape), BACKUP_DIR's, and the settings alerts compare with. */
  watch(settings: BackupSettings): void {
    const registers = [this.metrics.registry];
    watchDiskSpace(this.metrics.registry, 'backups', settings.dir);
    // Settings as gauges, so that alert rules compare with what this server runs with instead of copying it.
    const setting = (name: string, help: string, value: number) => new Gauge({ name, help, registers }).set(value);
    setting('tastetype_backup_max_lag_seconds', 'BACKUP_MAX_LAG_S', settings.maxLagSeconds);
    setting('tastetype_backup_base_interval_seconds', 'BACKUP_BASE_EVERY_H in seconds', settings.baseEveryHours * 3600);
    // The archiver figures come from one row: one query per scrape, shared by the collectors.
    let read: { at: number; row: Promise<ArchiverRow> } | undefined;
    const archiver = () => {
      if (!read || Date.now() - read.at > 1000) {
        const row = this.dataSource.query(ARCHIVER_ROW).then((rows: ArchiverRow[]) => rows[0]);
        read = { at: Date.now(), row };
      }
      return read.row;
    };
    new Gauge({
      name: 'tastetype_backup_last_archived_timestamp_seconds',
      help: 'When the last WAL segment was archived to BACKUP_DIR (Unix time); 0 before the first',
      registers,
      async collect() {
        const row = await archiver().catch(() => undefined);
        if (row) this.set(row.last_archived_time ? row.last_archived_time.getTime() / 1000 : 0);
      },
    });
    new Gauge({
      name: 'tastetype_backup_oldest_unarchived_seconds',
      help: 'Age of the oldest finished WAL file waiting to be archived to BACKUP_DIR; 0 when none waits',
      registers,
      async collect() {
        const row = await archiver().catch(() => undefined);
        if (row) this.set(Number(row.oldest_ready ?? 0));
      },
    });
    let seen = 0;
    new Counter({
      name: 'tastetype_backup_archive_failures_total',
      help: 'WAL segments PostgreSQL failed to archive to BACKUP_DIR (each try counted)',
      registers,
      async collect() {
        const row = await archiver().catch(() => undefined);
        const failed = Number(row?.failed_count ?? seen);
        // PostgreSQL's figure starts again from 0 after a crash: count only what is new.
        if (failed > seen) this.inc(failed - seen);
        seen = failed;
      },
    });
    new Gauge({
      name: 'tastetype_backup_last_base_timestamp_seconds',
      help: 'When the newest complete base backup ended (Unix time); 0 before the first',
      registers,
      async collect() {
        const newest = (await listBases(settings.dir).catch(() => [])).at(-1);
        this.set(newest ? Date.parse(newest.manifest.stop.time) / 1000 : 0);
      },
    });
    const bytes = backupDirBytes(settings.dir);
    new Gauge({
      name: 'tastetype_backup_dir_bytes',
      help: 'Bytes in BACKUP_DIR (WAL and base backups), measured at most every 30 s',
      registers,
      async collect() {
        this.set((await bytes()).total);
      },
    });
    new Gauge({
      name: 'tastetype_backup_archive_bytes',
      help: 'Bytes of the archived WAL (part="wal") and of the base backups (part="base") in BACKUP_DIR, measured at most every 30 s',
      labelNames: ['part'],
      registers,
      async collect() {
        const { wal, base } = await bytes();
        this.set({ part: 'wal' }, wal);
        this.set({ part: 'base' }, base);
      },
    });
  }
}
