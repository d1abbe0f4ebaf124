import { chown, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Client } from 'pg';
import { postgresOwner } from '../../../platform/database/embedded/postgres-owner';
import { writeArchiveConf } from './archive-conf';
import { walFolder } from '../backup-layout';
import type { BackupSettings } from '../backup-settings';

export interface OverflowEvents {
  dropping(pendingBytes: number): void;
  resumed(): void;
}

/**
 * While BACKUP_DIR fails, PostgreSQL keeps every unarchived segment in pg_wal, on the data disk. Past
 * BACKUP_MAX_PENDING_WAL_MB the archiver is pointed at a folder beside the cluster that is emptied at each tick
 * (as pgBackRest's archive-push-queue-max drops WAL): saves go on, the archive gets a gap, and once nothing is
 * pending it is pointed back at BACKUP_DIR, where a new base backup starts a chain again.
 */
export class WalOverflowGuard {
  private dropping = false;
  /** pg_stat_archiver's failures at the last check: only failures seen here count, not one left from a stop. */
  private failures?: number;
  private readonly dropFolder: string;

  constructor(
    private readonly settings: BackupSettings,
    private readonly clusterDir: string,
    private readonly systemId: string,
    private readonly events: OverflowEvents,
  ) {
    this.dropFolder = join(dirname(clusterDir), 'wal-dropped');
  }

  async check(client: Client): Promise<void> {
    if (this.settings.maxPendingWalBytes === 0) return;
    // Only segments count (not .backup or .history files), and only while the archiver fails now: its latest
    // try failed, and it failed again since the last check (a backlog after a restart is not a failure).
    const { rows } = await client.query(`
      SELECT (SELECT count(*) FROM pg_ls_archive_statusdir() WHERE name ~ '^[0-9A-F]{24}\\.ready$')::int AS ready,
             (SELECT setting::int FROM pg_settings WHERE name = 'wal_segment_size') AS size,
             coalesce(last_failed_time > coalesce(last_archived_time, '-infinity'), false) AS failing,
             failed_count::int AS failures
      FROM pg_stat_archiver`);
    const pending = rows[0].ready * rows[0].size;
    const failing = rows[0].failing && this.failures !== undefined && rows[0].failures > this.failures;
    this.failures = rows[0].failures;
    if (this.dropping) await this.emptyDropFolder();
    if (!this.dropping && failing && pending > this.settings.maxPendingWalBytes) {
      await mkdir(this.dropFolder, { recursive: true, mode: 0o700 });
      const owner = postgresOwner();
      if (owner) await chown(this.dropFolder, owner.uid, owner.gid);
      await this.point(client, this.dropFolder, true);
      this.events.dropping(pending);
    } else if (this.dropping && rows[0].ready === 0) {
      await this.point(client, walFolder(this.settings.dir, this.systemId), false);
      await this.emptyDropFolder();
      this.events.resumed();
    }
  }

  private async point(client: Client, walDir: string, dropping: boolean): Promise<void> {
    await writeArchiveConf(this.clusterDir, walDir);
    await client.query('SELECT pg_reload_conf()');
    this.dropping = dropping;
  }

  private async emptyDropFolder(): Promise<void> {
    for (const name of await readdir(this.dropFolder).catch(() => [])) {
      await rm(join(this.dropFolder, name), { force: true });
    }
  }
}
