import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Transform } from 'node:stream';
import type { BaseManifest } from '../base-manifest';
import { decompressFile } from './compressed-copy';

/** Reads every stored file of a base backup back against its manifest (at the pace given); the first fault, or undefined. */
export async function checkBaseFiles(
  folder: string,
  manifest: BaseManifest,
  pace?: () => Transform,
): Promise<string | undefined> {
  for (const file of manifest.files) {
    const stored = join(folder, 'files', `${file.path}.gz`);
    if (!existsSync(stored)) return `${file.path} is missing`;
    const read = await decompressFile(stored, { pace }).catch((error: Error) => error);
    if (read instanceof Error) return `${file.path} cannot be read (${read.message})`;
    if (read.sha256 !== file.sha256 || read.bytes !== file.bytes) return `${file.path} does not match its checksum`;
  }
  return undefined;
}
