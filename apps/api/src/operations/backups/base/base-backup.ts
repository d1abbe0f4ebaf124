import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BackedUpFile, BaseManifest } from '../base-manifest';
import { basesFolder, isArchived, walFolder, type StoredBase } from '../backup-layout';
import type { BackupSettings } from '../backup-settings';
import { BackupSession } from './backup-session';
import { listClusterFiles } from './cluster-files';
import { compressFile } from './compressed-copy';
import { checkBaseFiles } from './check-base-files';
import { OperatorError } from '../../../platform/common/operator-error';
import { pruneBackups } from './prune-backups';
import { pacer } from './pace';

const ARCHIVE_WAIT_MS = 60_000;

export interface BaseBackupOptions {
  url: string;
  clusterDir: string;
  settings: BackupSettings;
  log: (line: string) => void;
  now?: () => Date;
}

/**
 * A base backup with PostgreSQL's low-level API while saves go on: each file streamed through gzip with its
 * SHA-256 at a bounded pace, then the stop position's WAL archived, every stored file read back against its checksum, and only
 * then the manifest written (its presence is what makes the backup count) and older backups pruned.
 */
export async function takeBaseBackup({ url, clusterDir, settings, log, now = () => new Date() }: BaseBackupOptions) {
  const session = await BackupSession.open(url);
  try {
    const cluster = await session.cluster();
    // To the millisecond: two backups a second apart (npm run backup beside the schedule) never share a folder.
    const id = now().toISOString().replace(/[-:.]/g, '');
    const folder = join(basesFolder(settings.dir, cluster.systemIdentifier), id);
    await mkdir(folder, { recursive: true });
    const start = await session.start(`tastetype ${id}`);
    const { files: paths, folders } = await listClusterFiles(clusterDir);
    const files: BackedUpFile[] = [];
    // One file at a time and at most BACKUP_BASE_MAX_MB_PER_S: the copy may take longer, the saves beside it must not.
    const paced = pacer(settings.baseBytesPerSecond);
    for (const path of paths) {
      const copied = await compressFile(join(clusterDir, path), join(folder, 'files', `${path}.gz`), paced).catch(
        // A relation dropped during the copy is gone from the backup as it is from the database: its WAL says so.
        (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)),
      );
      if (copied) files.push({ path, ...copied });
    }
    const stop = await session.stop();
    for (const [path, text] of [
      ['backup_label', stop.labelFile],
      ['tablespace_map', stop.spcmapFile],
    ]) {
      if (!text) continue;
      await writeFile(join(folder, path), text);
      files.push({ path, ...(await compressFile(join(folder, path), join(folder, 'files', `${path}.gz`))) });
      await rm(join(folder, path));
    }
    // The cluster's generated password, without which the restored cluster could not be logged into.
    await copyFile(join(dirname(clusterDir), 'credentials'), join(folder, 'credentials'));
    await waitUntilArchived(session, stop.wal, settings, cluster.systemIdentifier);
    const manifest: BaseManifest = {
      format: 'tastetype-base-backup/1',
      id,
      systemIdentifier: cluster.systemIdentifier,
      timeline: start.timeline,
      walSegmentSize: cluster.walSegmentSize,
      start: { lsn: start.lsn, wal: start.wal, time: start.time },
      stop: { lsn: stop.lsn, wal: stop.wal, time: stop.time },
      migration: cluster.migration,
      rows: stop.rows,
      files: files.sort((a, b) => a.path.localeCompare(b.path)),
      folders,
    };
    const fault = await checkBaseFiles(folder, manifest, pacer(settings.baseBytesPerSecond));
    if (fault) throw new OperatorError(`The base backup ${id} did not read back as written: ${fault}`);
    await writeFile(join(folder, 'manifest.json.partial'), JSON.stringify(manifest, null, 1));
    await rename(join(folder, 'manifest.json.partial'), join(folder, 'manifest.json'));
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    log(`Base backup ${id} taken: ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB, WAL ${start.wal}…${stop.wal}`);
    const stored: StoredBase = { folder, manifest };
    await pruneBackups(settings, log);
    return stored;
  } finally {
    await session.close();
  }
}

/** A base backup is usable only with the WAL up to its stop position: wait until the archiver has it. */
async function waitUntilArchived(session: BackupSession, wal: string, settings: BackupSettings, systemId: string) {
  await session.switchWal();
  for (let waited = 0; waited < ARCHIVE_WAIT_MS; waited += 100) {
    if (isArchived(walFolder(settings.dir, systemId), wal)) return;
    await sleep(100);
  }
  const last = await session.lastArchived();
  throw new OperatorError(
    `WAL segment ${wal} was not archived to ${settings.dir} within ${ARCHIVE_WAIT_MS / 1000} s (last archived: ${last ?? 'none'}): is BACKUP_DIR writable?`,
  );
}
