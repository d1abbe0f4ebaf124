import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { basesFolder, clusterFolder, listBases, type StoredBase, walFileName, walFolder } from '../backup-layout';
import type { BackupSettings } from '../backup-settings';
import { segmentNumber } from '../archive/wal-names';

/**
 * Keeps the BACKUP_KEEP newest complete base backups and the WAL they need; called only once a newer backup is
 * complete and verified. A former cluster's folder (DATA_DIR made anew) goes with its last base backup.
 */
export async function pruneBackups(settings: BackupSettings, log: (line: string) => void): Promise<void> {
  const bases = await listBases(settings.dir);
  const doomed = bases.slice(0, Math.max(0, bases.length - settings.keep));
  for (const base of doomed) {
    await rm(base.folder, { recursive: true, force: true });
    log(`Base backup ${base.manifest.id} removed (BACKUP_KEEP=${settings.keep})`);
  }
  const kept = bases.slice(doomed.length);
  const systems = (await readdir(settings.dir)).filter((name) => /^\d+$/.test(name));
  for (const system of systems) {
    await removeUnfinished(basesFolder(settings.dir, system), log);
    const own = kept.filter((base) => base.manifest.systemIdentifier === system);
    if (own.length === 0) {
      if (doomed.some((base) => base.manifest.systemIdentifier === system))
        await rm(clusterFolder(settings.dir, system), { recursive: true, force: true });
      continue;
    }
    const { walSegmentSize } = (own[0] as StoredBase).manifest;
    const oldest = Math.min(...own.map((base) => segmentNumber(base.manifest.start.wal, walSegmentSize)));
    const folder = walFolder(settings.dir, system);
    if (!existsSync(folder)) continue;
    for (const name of await readdir(folder)) {
      // Timeline history files are tiny and needed by any restore that crosses a timeline: always kept.
      if (walFileName(name).endsWith('.history')) continue;
      if (segmentNumber(name, walSegmentSize) < oldest) await rm(join(folder, name), { force: true });
    }
  }
}

/** A base backup without a manifest was cut short (its process killed): it never counted, and goes. */
async function removeUnfinished(folder: string, log: (line: string) => void): Promise<void> {
  if (!existsSync(folder)) return;
  for (const id of await readdir(folder)) {
    if (existsSync(join(folder, id, 'manifest.json'))) continue;
    await rm(join(folder, id), { recursive: true, force: true });
    log(`Unfinished base backup ${id} removed`);
  }
}
