import { chmod, chown, mkdir, copyFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { postgresOwner } from '../../../platform/database/embedded/postgres-owner';
import type { StoredBase } from '../backup-layout';
import { decompressFile } from '../base/compressed-copy';
import { inBatches } from '../base/in-batches';
import { OperatorError } from '../../../platform/common/operator-error';
import { megabytes, progressBar } from './progress-bar';

/** Writes a base backup's files into `dataDir/postgres` (each checked against its SHA-256) and its password beside it. */
export async function unpackBase(base: StoredBase, dataDir: string): Promise<void> {
  const clusterDir = join(dataDir, 'postgres');
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  for (const folder of base.manifest.folders) await mkdir(join(clusterDir, folder), { recursive: true, mode: 0o700 });
  const total = base.manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  const bar = progressBar('Base backup copied', total, megabytes);
  await inBatches(base.manifest.files, 2, async (file) => {
    const read = await decompressFile(join(base.folder, 'files', `${file.path}.gz`), {
      to: join(clusterDir, file.path),
      onChunk: (bytes) => bar.add(bytes),
    }).catch((error: Error) => {
      throw new OperatorError(`Base backup ${base.manifest.id}: ${file.path} cannot be read (${error.message})`);
    });
    if (read.sha256 !== file.sha256) {
      throw new OperatorError(`Base backup ${base.manifest.id}: ${file.path} does not match its checksum`);
    }
  });
  bar.finish();
  await copyFile(join(base.folder, 'credentials'), join(dataDir, 'credentials'));
  await chmod(join(dataDir, 'credentials'), 0o600);
  await chmod(clusterDir, 0o700);
  const owner = postgresOwner();
  if (owner) await chownTree(clusterDir, owner.uid, owner.gid);
}

/** PostgreSQL refuses a data folder it does not own. */
async function chownTree(folder: string, uid: number, gid: number): Promise<void> {
  await chown(folder, uid, gid);
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    await chown(join(entry.parentPath, entry.name), uid, gid);
  }
}
