import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sleep } from '../../common/processes.mjs';

/** Complete base backups in BACKUP_DIR (those with a manifest). */
async function manifests(backupDir) {
  const found = await readdir(backupDir, { recursive: true }).catch(() => []);
  return found.filter((path) => path.endsWith('manifest.json')).length;
}

/**
 * Waits, 30 minutes at the most, until the server's first base backup in `backupDir` is complete; with
 * `idle`, also until no base backup is being taken (its backup.pid is gone).
 */
export async function untilBaseBackup(backupDir, { idle = false } = {}) {
  const done = async () => (await manifests(backupDir)) >= 1 && !(idle && existsSync(join(backupDir, 'backup.pid')));
  for (let tries = 0; tries < 18_000 && !(await done()); tries++) await sleep(100);
}
