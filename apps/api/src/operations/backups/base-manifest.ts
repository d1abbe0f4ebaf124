/** What a base backup holds, written last: its presence means the backup is complete and verified. */
export interface BaseManifest {
  format: 'tastetype-base-backup/1';
  id: string;
  systemIdentifier: string;
  timeline: number;
  walSegmentSize: number;
  start: { lsn: string; wal: string; time: string };
  stop: { lsn: string; wal: string; time: string };
  /** The newest migration applied when it was taken. */
  migration: string;
  /** Each table's rows at the stop position: what a restore to that point must count. */
  rows: Record<string, number>;
  files: BackedUpFile[];
  /** Folders PostgreSQL needs, with what they held left out (pg_wal, pg_stat_tmp, …). */
  folders: string[];
}

export interface BackedUpFile {
  /** Relative to the cluster folder, with `/`. */
  path: string;
  bytes: number;
  sha256: string;
}
