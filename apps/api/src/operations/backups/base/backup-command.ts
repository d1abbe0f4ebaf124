import type { AppConfig } from '../../../platform/config/app-config';
import { takeBaseBackup } from './base-backup';
import { withBackupLock } from './backup-lock';
import { backupSettings, type BackupSettings } from '../backup-settings';
import { OperatorError } from '../../../platform/common/operator-error';
import { openCluster } from '../../../platform/database/embedded/running-cluster';

/** The backup settings an operator command needs, or why there are none. */
export function requireBackups(config: AppConfig): BackupSettings {
  const settings = backupSettings(config);
  if (settings) return settings;
  throw new OperatorError(
    config.DATABASE_URL
      ? 'TasteType archives only its embedded database: back DATABASE_URL up with its own server (see docs/backups.md), or copy its rows with `npm run export`'
      : 'Backups are off (BACKUP_DIR=off): set BACKUP_DIR to a folder, ideally on another disk',
  );
}

/** `main.js backup`: a base backup now, whether or not the server is running. */
export async function backupCommand(config: AppConfig, log: (line: string) => void): Promise<void> {
  const settings = requireBackups(config);
  const cluster = await openCluster(config, log);
  try {
    await withBackupLock(settings.dir, () => takeBaseBackup({ ...cluster, settings, log }));
  } finally {
    await cluster.close();
  }
}
