import { chown, mkdir } from 'node:fs/promises';
import { postgresOwner } from '../../../platform/database/embedded/postgres-owner';
import type { BackupSettings } from '../backup-settings';
import { walFolder } from '../backup-layout';
import { readSystemIdentifier } from './system-identifier';
import { writeArchiveConf } from './archive-conf';

/** 1 MB WAL segments (the least initdb allows): a segment forced out every few seconds stays small. */
export const ARCHIVED_CLUSTER_INITDB_FLAGS = ['--wal-segsize=1'];

/**
 * PostgreSQL's own archiver stores each finished WAL segment gzipped in BACKUP_DIR (archive_command, see
 * wal-commands.ts); archive_timeout forces a partly filled segment out, so an acknowledged save waits at most
 * BACKUP_MAX_LAG_S to be archived.
 */
export async function archivingFlags(
  settings: BackupSettings,
  clusterDir: string,
  warn: (line: string) => void,
): Promise<string[]> {
  const dir = walFolder(settings.dir, await readSystemIdentifier(clusterDir));
  try {
    await mkdir(dir, { recursive: true, mode: 0o755 });
    const owner = postgresOwner();
    if (owner) await chown(dir, owner.uid, owner.gid);
  } catch (error) {
    // An unwritable BACKUP_DIR must not stop saves: the archiver's failures are logged and counted instead.
    warn(`BACKUP_DIR cannot be prepared (${(error as Error).message}): WAL archiving will fail until it can`);
  }
  await writeArchiveConf(clusterDir, dir);
  // Full-page images compressed in the WAL itself: pglz, as this build has neither lz4 nor zstd.
  return ['-c', 'archive_mode=on', '-c', `archive_timeout=${settings.maxLagSeconds}`, '-c', 'wal_compression=pglz'];
}
