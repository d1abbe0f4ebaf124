import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileProblem } from '../../common/file-problem';
import { OperatorError } from '../../common/operator-error';

/** Thrown when a live TasteType server already uses the folder: the user must stop it or pick another. */
export class DataDirInUseError extends Error {}

export async function readPid(file: string): Promise<number | undefined> {
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt((await readFile(file, 'utf8')).split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (PostgreSQL runs as `postgres` under root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A pid is reused once its process is gone: where /proc tells (Linux), check the program is still the one meant. */
export async function isRunning(pid: number, program: string): Promise<boolean> {
  if (!isAlive(pid)) return false;
  const cmdline = `/proc/${pid}/cmdline`;
  if (!existsSync('/proc/self')) return true;
  return existsSync(cmdline) && (await readFile(cmdline, 'utf8')).includes(program);
}

/** A PostgreSQL whose TasteType server was killed (kill -9) outlives it; stop it so this server can start. */
async function stopOrphanedPostgres(clusterDir: string, log: (line: string) => void): Promise<void> {
  const pid = await readPid(join(clusterDir, 'postmaster.pid'));
  if (!pid || !(await isRunning(pid, 'postgres'))) return;
  log(`Stopping the PostgreSQL (pid ${pid}) left running in ${clusterDir} by a server that did not stop cleanly`);
  // A fast shutdown: open sessions are ended, every committed row is kept.
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited >= 30_000) throw new Error(`PostgreSQL (pid ${pid}) in ${clusterDir} did not stop within 30 s`);
    await sleep(100);
  }
}

/**
 * Claims DATA_DIR for this process with a pid file: refused while another live server holds it; a
 * PostgreSQL orphaned by a killed server is stopped. Resolves to a function that gives the claim up.
 */
export async function claimDataDir(
  root: string,
  clusterDir: string,
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  const lockFile = join(root, 'server.pid');
  const holder = await readPid(lockFile);
  if (holder && holder !== process.pid && (await isRunning(holder, 'node'))) {
    throw new DataDirInUseError(
      `Another TasteType server (pid ${holder}) is using DATA_DIR ${root}: stop it first, or give this one another DATA_DIR.`,
    );
  }
  await writeFile(lockFile, String(process.pid)).catch((error: unknown) => {
    throw new OperatorError(`The server cannot claim DATA_DIR: ${fileProblem(error, `DATA_DIR ${root}`)}`);
  });
  await stopOrphanedPostgres(clusterDir, log);
  return async () => {
    if ((await readPid(lockFile)) === process.pid) await rm(lockFile, { force: true });
  };
}
