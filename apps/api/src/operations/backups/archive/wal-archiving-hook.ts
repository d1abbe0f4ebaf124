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

/** The lines of PostgreSQL's log saying a WAL segment could not be archived (basic_archive writes through `archtemp.` files). */
export function archiveFailures(chunk: string): string[] {
  return chunk
    .split('\n')
    .filter((line) => /\b(?:WARNING|ERROR|FATAL):.*(?:archiv|archtemp)/i.test(line))
    .map((line) => line.trim());
}
