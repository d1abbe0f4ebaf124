import type { ClusterStartHook } from '../../../platform/database/embedded/cluster-start';
import { backupSettings } from '../backup-settings';
import { ARCHIVED_CLUSTER_INITDB_FLAGS, archivingFlags } from './wal-archiving';

/** Every start of the embedded PostgreSQL archives its WAL as configured; nothing when backups are off. */
export const walArchivingHook: ClusterStartHook = {
  options(config, warn) {
    const settings = backupSettings(config);
    if (!settings) return {};
    return {
      initdbFlags: ARCHIVED_CLUSTER_INITDB_FLAGS,
      settings: (clusterDir) => archivingFlags(settings, clusterDir, warn),
    };
  },
  errorsIn: archiveFailures,
  describe(config) {
    const backups = backupSettings(config);
    return backups
      ? `Backups: WAL archived to ${backups.dir} within ${backups.maxLagSeconds} s; a base backup every ${backups.baseEveryHours} h, ${backups.keep} kept`
      : 'Backups are off (BACKUP_DIR=off): nothing is archived, a lost disk loses every result';
  },
};

// PostgreSQL's words for a failed archive_command, and what the command's own tools said why (sh, gzip, mv, sync).
const ARCHIVE_FAILURE =
  /\b(?:WARNING|ERROR|FATAL):.*archiv|\bLOG:\s+archive command failed|^(?:sh: \d+: |gzip: |mv: |sync: )/i;

/** The lines of PostgreSQL's log saying a WAL file could not be archived, and why. */
export function archiveFailures(chunk: string): string[] {
  return chunk
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => ARCHIVE_FAILURE.test(line));
}
