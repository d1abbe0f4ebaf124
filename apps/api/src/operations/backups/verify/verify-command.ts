import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../../platform/config/app-config';
import { listBases, type StoredBase } from '../backup-layout';
import { requireBackups } from '../base/backup-command';
import { checkBaseFiles } from '../base/check-base-files';
import { OperatorError } from '../../../platform/common/operator-error';
import { recover } from '../restore/recover';
import { unpackBase } from '../restore/unpack-base';
import { checkRestored } from './check-restored';
import { firstWalGap } from './wal-chain';
import { segmentNumber } from '../archive/wal-names';

/**
 * `main.js backup:verify`: every base backup's checksums, the WAL chain without gaps, then the newest base restored
 * into a temporary folder on a spare port and checked (amcheck, row counts). Throws naming the first fault.
 */
export async function verifyCommand(config: AppConfig, log: (line: string) => void): Promise<void> {
  const settings = requireBackups(config);
  const bases = await listBases(settings.dir);
  if (bases.length === 0) throw new OperatorError(`No base backup in ${settings.dir}: take one with npm run backup`);
  for (const base of bases) {
    const fault = await checkBaseFiles(base.folder, base.manifest);
    if (fault) throw new OperatorError(`Base backup ${base.manifest.id}: ${fault}`);
    log(`Base backup ${base.manifest.id}: ${base.manifest.files.length} files match their checksums`);
  }
  const gap = await firstWalGap(settings.dir, bases);
  if (gap) throw new OperatorError(gap);
  log('WAL chain: no segment missing');

  const newest = bases.at(-1) as StoredBase;
  const size = newest.manifest.walSegmentSize;
  const scratch = await mkdtemp(join(tmpdir(), 'tastetype-verify-'));
  try {
    await unpackBase(newest, scratch);
    const recovered = await recover(
      scratch,
      newest.manifest.systemIdentifier,
      settings,
      { immediate: true },
      {
        archive: false,
        expectedSegments:
          segmentNumber(newest.manifest.stop.wal, size) - segmentNumber(newest.manifest.start.wal, size) + 1,
      },
    );
    try {
      const fault = await checkRestored(recovered.url, newest.manifest);
      if (fault) throw new OperatorError(`Base backup ${newest.manifest.id} restored: ${fault}`);
    } finally {
      await recovered.stop();
    }
    const rows = Object.values(newest.manifest.rows).reduce((sum, n) => sum + n, 0);
    log(`Base backup ${newest.manifest.id} restores: indexes pass amcheck, ${rows} rows as counted when it was taken`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
