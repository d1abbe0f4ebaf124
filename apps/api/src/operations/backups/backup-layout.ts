import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BaseManifest } from './base-manifest';
import { WAL_SEGMENT } from './archive/wal-names';

/**
 * BACKUP_DIR/<system identifier>/wal holds the archived WAL segments, and …/base/<id>/ each base backup
 * (manifest.json, written last, and files/). A cluster made anew by initdb gets a folder of its own, as its
 * WAL file names start again from the first.
 */
export const clusterFolder = (backupDir: string, systemId: string) => join(backupDir, systemId);
export const walFolder = (backupDir: string, systemId: string) => join(backupDir, systemId, 'wal');
export const basesFolder = (backupDir: string, systemId: string) => join(backupDir, systemId, 'base');

/** The WAL file an archived file holds: `<name>.gz` since WAL is archived compressed, `<name>` before. */
export const walFileName = (stored: string) => stored.replace(/\.gz$/, '');

/** The WAL segments archived in `walDir`, by name, whether stored compressed or whole; none when it is absent. */
export async function listArchivedSegments(walDir: string): Promise<string[]> {
  const stored = existsSync(walDir) ? await readdir(walDir) : [];
  return [...new Set(stored.map(walFileName).filter((name) => WAL_SEGMENT.test(name)))];
}

export const isArchived = (walDir: string, name: string) =>
  existsSync(join(walDir, `${name}.gz`)) || existsSync(join(walDir, name));

export interface StoredBase {
  folder: string;
  manifest: BaseManifest;
}

/** Every complete base backup in BACKUP_DIR (one with a manifest), oldest first by the time it ended. */
export async function listBases(backupDir: string, systemId?: string): Promise<StoredBase[]> {
  if (!existsSync(backupDir)) return [];
  const systems = systemId ? [systemId] : await readdir(backupDir);
  const bases: StoredBase[] = [];
  for (const system of systems) {
    const folder = basesFolder(backupDir, system);
    if (!existsSync(folder)) continue;
    for (const id of await readdir(folder)) {
      const manifestFile = join(folder, id, 'manifest.json');
      if (!existsSync(manifestFile)) continue;
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BaseManifest;
      bases.push({ folder: join(folder, id), manifest });
    }
  }
  return bases.sort((a, b) => a.manifest.stop.time.localeCompare(b.manifest.stop.time));
}
