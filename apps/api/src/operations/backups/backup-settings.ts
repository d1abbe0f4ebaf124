import { relative, resolve, isAbsolute } from 'node:path';
import { type AppConfig, ConfigError } from '../../platform/config/app-config';

/** Continuous archiving and base backups of the embedded database, as configured. */
export interface BackupSettings {
  /** BACKUP_DIR, absolute. */
  dir: string;
  maxLagSeconds: number;
  baseEveryHours: number;
  keep: number;
  /** Bytes of unarchived WAL kept in pg_wal before it is dropped; 0, never. */
  maxPendingWalBytes: number;
  /** Bytes of the database a base backup copies (and reads back) per second at most; 0, as fast as it can. */
  baseBytesPerSecond: number;
}

/** The backup settings, or undefined when there is nothing of ours to archive (BACKUP_DIR=off, or DATABASE_URL). */
export function backupSettings(config: AppConfig): BackupSettings | undefined {
  if (config.BACKUP_DIR === 'off' || config.DATABASE_URL) return undefined;
  const data = resolve(config.DATA_DIR);
  // Beside DATA_DIR by default: a backup inside the folder it guards would be lost with it.
  const dir = resolve(config.BACKUP_DIR ?? `${data}-backups`);
  const inside = relative(data, dir);
  if (inside === '' || (!inside.startsWith('..') && !isAbsolute(inside))) {
    throw new ConfigError(`BACKUP_DIR must not be DATA_DIR or inside it (${dir}): put it on another disk`);
  }
  return {
    dir,
    maxLagSeconds: config.BACKUP_MAX_LAG_S,
    baseEveryHours: config.BACKUP_BASE_EVERY_H,
    keep: config.BACKUP_KEEP,
    maxPendingWalBytes: config.BACKUP_MAX_PENDING_WAL_MB * 1024 * 1024,
    baseBytesPerSecond: config.BACKUP_BASE_MAX_MB_PER_S * 1024 * 1024,
  };
}
