import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { type StoredBase, walFolder } from '../backup-layout';
import { segmentName, segmentNumber, WAL_SEGMENT } from '../wal-names';

/** The first segment missing between a base backup's start and the newest archived segment, or undefined. */
export async function firstWalGap(backupDir: string, bases: StoredBase[]): Promise<string | undefined> {
  for (const systemId of new Set(bases.map((base) => base.manifest.systemIdentifier))) {
    const own = bases.filter((base) => base.manifest.systemIdentifier === systemId);
    const { walSegmentSize } = (own[0] as StoredBase).manifest;
    const folder = walFolder(backupDir, systemId);
    const names = existsSync(folder) ? (await readdir(folder)).filter((name) => WAL_SEGMENT.test(name)) : [];
    // Any timeline's copy of a position will do: a restore follows the timeline history to the newest.
    const present = new Set(names.map((name) => segmentNumber(name, walSegmentSize)));
    const first = Math.min(...own.map((base) => segmentNumber(base.manifest.start.wal, walSegmentSize)));
    const last = Math.max(...present, ...own.map((base) => segmentNumber(base.manifest.stop.wal, walSegmentSize)));
    for (let segment = first; segment <= last; segment++) {
      if (present.has(segment)) continue;
      const needing = own.find((base) => segmentNumber(base.manifest.start.wal, walSegmentSize) <= segment);
      const name = segmentName(needing?.manifest.timeline ?? 1, segment, walSegmentSize);
      return `WAL segment ${name} is missing from ${folder} (needed by base backup ${needing?.manifest.id})`;
    }
  }
  return undefined;
}
