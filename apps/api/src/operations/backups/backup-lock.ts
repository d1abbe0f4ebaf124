import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isRunning, readPid } from '../../platform/database/data-dir-lock';
import { OperatorError } from '../../platform/common/operator-error';

/** One base backup at a time per BACKUP_DIR (the server's schedule and `npm run backup` alike); a dead holder's claim is taken over. */
export async function withBackupLock<T>(backupDir: string, work: () => Promise<T>): Promise<T> {
  const file = join(backupDir, 'backup.pid');
  const holder = await readPid(file);
  if (holder && holder !== process.pid && (await isRunning(holder, 'node'))) {
    throw new OperatorError(`A base backup is already being taken (pid ${holder}); try again when it has finished`);
  }
  await rm(file, { force: true });
  const handle = await open(file, 'wx').catch(() => {
    throw new OperatorError('A base backup is already being taken; try again when it has finished');
  });
  await handle.writeFile(String(process.pid));
  await handle.close();
  try {
    return await work();
  } finally {
    await rm(file, { force: true });
  }
}
