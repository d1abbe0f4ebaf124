import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

// Folders PostgreSQL makes anew or fills at start: kept, without what they held (as pg_basebackup leaves them).
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
// Files of the running server, or of an earlier backup, that a restored cluster must not inherit.
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'current_logfiles',
  'recovery.signal',
  'standby.signal',
]);

/** What a base backup copies of a cluster folder: every file (paths with `/`) and every folder it needs. */
export async function listClusterFiles(clusterDir: string): Promise<{ files: string[]; folders: string[] }> {
  const files: string[] = [];
  const folders: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    for (const entry of await readdir(join(clusterDir, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.name.startsWith('pgsql_tmp') || entry.name === 'pg_internal.init') continue;
      if (entry.isDirectory()) {
        folders.push(path);
        if (!EMPTIED_FOLDERS.has(path)) await walk(path);
      } else if (entry.isFile() && !(relative === '' && SKIPPED_FILES.has(entry.name))) {
        files.push(path);
      }
    }
  };
  await walk('');
  // pg_wal/archive_status and pg_wal/summaries are needed too, and never copied.
  folders.push('pg_wal/archive_status', 'pg_wal/summaries');
  return { files, folders: [...new Set(folders)] };
}
