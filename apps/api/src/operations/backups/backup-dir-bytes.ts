import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

// A walk stats every archived segment: at most once per 30 s, whatever the scrapes.
const DIR_BYTES_TTL_MS = 30_000;

export interface BackupDirBytes {
  total: number;
  /** The WAL archive: BACKUP_DIR/<system id>/wal. */
  wal: number;
  /** The base backups: BACKUP_DIR/<system id>/base. */
  base: number;
}

/** BACKUP_DIR's bytes, whole and by part (see backup-layout.ts), from one walk shared by every gauge that asks. */
export function backupDirBytes(folder: string): () => Promise<BackupDirBytes> {
  let read: { at: number; bytes: Promise<BackupDirBytes> } | undefined;
  return () => {
    if (!read || Date.now() - read.at > DIR_BYTES_TTL_MS) read = { at: Date.now(), bytes: walk(folder) };
    return read.bytes;
  };
}

async function walk(folder: string): Promise<BackupDirBytes> {
  const bytes = { total: 0, wal: 0, base: 0 };
  if (!existsSync(folder)) return bytes;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => [])) {
    if (!entry.isFile()) continue;
    const size = await stat(join(entry.parentPath, entry.name)).then(
      (s) => s.size,
      () => 0,
    );
    bytes.total += size;
    const part = relative(folder, entry.parentPath).split(sep)[1];
    if (part === 'wal' || part === 'base') bytes[part] += size;
  }
  return bytes;
}
