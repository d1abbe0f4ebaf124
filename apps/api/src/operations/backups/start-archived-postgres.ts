import type { AppConfig } from '../../platform/config/app-config';
import { type EmbeddedPostgresOptions, startEmbeddedPostgres } from '../../platform/database/embedded-postgres';
import { backupSettings } from './backup-settings';
import { embeddedBackupOptions } from './embedded-backup-options';

/**
 * DATA_DIR's embedded PostgreSQL, archiving its WAL as configured. Every start goes through here (the server,
 * migrate, seeds, export): a start without archiving would leave a gap in the WAL that no restore could cross.
 */
export function startArchivedPostgres(config: AppConfig, options: EmbeddedPostgresOptions = {}) {
  const warn = options.warn ?? (() => undefined);
  return startEmbeddedPostgres(config.DATA_DIR, { ...embeddedBackupOptions(backupSettings(config), warn), ...options });
}
