import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { AppConfig } from '../../../platform/config/app-config';
import { isRunning, readPid } from '../../../platform/database/embedded/data-dir-lock';
import { listArchivedSegments, listBases, walFolder, type StoredBase } from '../backup-layout';
import { requireBackups } from '../base/backup-command';
import { commandPath } from '../command-path';
import { OperatorError } from '../../../platform/common/operator-error';
import { segmentNumber } from '../archive/wal-names';
import { recover } from './recover';
import { unpackBase } from './unpack-base';

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,6})?(?:Z|[+-]\d\d:\d\d)$/;
const USAGE = 'Use: npm run restore -- --latest | --to <ISO 8601 time> [--into DIR] [--move-aside]';

/** `main.js restore`: a data folder rebuilt from the newest fitting base backup and the archived WAL, ready for `npm start`. */
export async function restoreCommand(config: AppConfig, args: string[], log: (line: string) => void): Promise<void> {
  const { values } = readArgs(args);
  if (values.latest === (values.to !== undefined)) throw new OperatorError(USAGE);
  if (values.to !== undefined && (!ISO_TIME.test(values.to) || Number.isNaN(Date.parse(values.to)))) {
    throw new OperatorError(
      `--to wants a time as ISO 8601 writes it, like 2026-11-25T17:36:10.016Z; "${values.to}" is not one`,
    );
  }
  const settings = requireBackups(config);
  const dataDir = values.into ? commandPath(values.into) : resolve(config.DATA_DIR);
  const base = chooseBase(await listBases(settings.dir), values.to, settings.dir);
  await makeRoom(dataDir, values['move-aside'] === true, log);

  log(`Restoring base backup ${base.manifest.id} (ended ${base.manifest.stop.time}) into ${dataDir}`);
  // Read before the replay: a restore into DATA_DIR archives its new timeline into the same folder.
  const newest = (await listArchivedSegments(walFolder(settings.dir, base.manifest.systemIdentifier))).sort().at(-1);
  try {
    await unpackBase(base, dataDir);
    // Only a restore into DATA_DIR makes the new primary: a copy elsewhere must not add its timeline to the archive.
    const recovered = await recover(
      dataDir,
      base.manifest.systemIdentifier,
      settings,
      { time: values.to },
      {
        archive: dataDir === resolve(config.DATA_DIR),
        expectedSegments: await archivedSince(settings.dir, base),
      },
    );
    await recovered.stop();
    if (values.latest) refuseShortReplay(recovered.lastRestored, newest);
    log(
      `Restored to ${recovered.reached ?? base.manifest.stop.time} (the last transaction replayed); start it with npm start`,
    );
  } catch (error) {
    // The folder was empty or absent before: what this restore wrote is removed, nothing else.
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

function readArgs(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        latest: { type: 'boolean' },
        to: { type: 'string' },
        into: { type: 'string' },
        'move-aside': { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new OperatorError(`${(error as Error).message}. ${USAGE}`);
  }
}

function chooseBase(bases: StoredBase[], to: string | undefined, backupDir: string): StoredBase {
  if (bases.length === 0) throw new OperatorError(`No base backup in ${backupDir}: take one with npm run backup`);
  if (!to) return bases.at(-1) as StoredBase;
  const before = bases.filter((base) => Date.parse(base.manifest.stop.time) < Date.parse(to));
  if (before.length === 0) {
    throw new OperatorError(
      `No base backup ends before ${to}: the oldest kept ended at ${bases[0]?.manifest.stop.time}`,
    );
  }
  return before.at(-1) as StoredBase;
}

/** Never deletes a data folder: an empty or absent one is used; a non-empty one is refused, or renamed with --move-aside. */
async function makeRoom(dataDir: string, moveAside: boolean, log: (line: string) => void): Promise<void> {
  if (!existsSync(dataDir) || (await readdir(dataDir)).length === 0) return;
  const holder = await readPid(join(dataDir, 'server.pid'));
  if (holder && (await isRunning(holder, 'node'))) {
    throw new OperatorError(`A TasteType server (pid ${holder}) is using ${dataDir}: stop it before restoring`);
  }
  if (!moveAside) {
    throw new OperatorError(
      `${dataDir} is not empty: restore --into another folder, or add --move-aside to rename it first (nothing is deleted)`,
    );
  }
  const aside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}`;
  await rename(dataDir, aside);
  log(`Moved ${dataDir} aside to ${aside}`);
}

/**
 * `--latest` means to the end of the archive: a replay that ended before its newest segment met a hole (a segment
 * missing or unreadable) and would lose every transaction after it without a word.
 */
function refuseShortReplay(lastRestored: string | undefined, newest: string | undefined): void {
  if (!newest || (lastRestored && lastRestored >= newest)) return;
  throw new OperatorError(
    `Replay ended at WAL segment ${lastRestored ?? '(none from the archive)'}, but the archive holds WAL up to ${newest}: ` +
      'a segment after the last replayed is missing or unreadable (npm run backup:verify names it); nothing was restored',
  );
}

/** How many archived segments a replay from this base may read: the progress bar's whole. */
async function archivedSince(backupDir: string, base: StoredBase): Promise<number> {
  const { walSegmentSize, start } = base.manifest;
  const first = segmentNumber(start.wal, walSegmentSize);
  const names = await listArchivedSegments(walFolder(backupDir, base.manifest.systemIdentifier));
  return names.filter((name) => segmentNumber(name, walSegmentSize) >= first).length;
}
