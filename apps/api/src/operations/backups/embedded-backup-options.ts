import type { EmbeddedPostgresOptions } from '../../platform/database/embedded-postgres';
import type { BackupSettings } from './backup-settings';
import { ARCHIVED_CLUSTER_INITDB_FLAGS, archivingFlags } from './wal-archiving';

/** How the embedded PostgreSQL is made and started so that its WAL is archived; nothing when backups are off. */
export function embeddedBackupOptions(
  settings: BackupSettings | undefined,
  warn: (line: string) => void,
): Pick<EmbeddedPostgresOptions, 'initdbFlags' | 'settings'> {
  if (!settings) return {};
  return {
    initdbFlags: ARCHIVED_CLUSTER_INITDB_FLAGS,
    settings: (clusterDir) => archivingFlags(settings, clusterDir, warn),
  };
}

/** The lines of PostgreSQL's log saying a WAL segment could not be archived (basic_archive writes through `archtemp.` files). */
export function archiveFailures(chunk: string): string[] {
  return chunk
    .split('\n')
    .filter((line) => /\b(?:WARNING|ERROR|FATAL):.*(?:archiv|archtemp)/i.test(line))
    .map((line) => line.trim());
}
