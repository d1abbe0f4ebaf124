import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileProblem } from '../../../platform/common/file-problem';
import { OperatorError } from '../../../platform/common/operator-error';
import { isRunning, readPid } from '../../../platform/database/embedded/data-dir-lock';

const busy = (holder?: number) =>
  new OperatorError(
    `A base backup is already being taken${holder ? ` (pid ${holder})` : ''}; try again when it has finished`,
  );

/** One base backup at a time per BACKUP_DIR (the server's schedule and `npm run backup` alike); a dead holder's claim is taken over. */
export async function withBackupLock<T>(backupDir: string, work: () => Promise<T>): Promise<T> {
  const file = join(backupDir, 'backup.pid');
  const holder = await readPid(file).catch((error: unknown) => {
    throw new OperatorError(`The base backup's lock cannot be read: ${fileProblem(error, file)}`);
  });
  if (holder && holder !== process.pid && (await isRunning(holder, 'node'))) throw busy(holder);
  try {
    await rm(file, { force: true });
    const handle = await open(file, 'wx');
    await handle.writeFile(String(process.pid)).finally(() => handle.close());
  } catch (error) {
    // Only a lock file made by another process in between means busy; any other failure is BACKUP_DIR's own.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw busy();
    throw new OperatorError(`A base backup cannot start: ${fileProblem(error, `BACKUP_DIR ${backupDir}`)}`);
  }
  try {
    return await work();
  } finally {
    await rm(file, { force: true });
  }
}
