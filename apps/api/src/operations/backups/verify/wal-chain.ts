import { listArchivedSegments, type StoredBase, walFolder } from '../backup-layout';
import { segmentName, segmentNumber } from '../archive/wal-names';

/**
 * The first segment missing from the archive, or undefined: each timeline's segments must run without a gap, the
 * base backups' own timeline from the oldest base's start (a timeline made by a restore starts at its branch).
 */
export async function firstWalGap(backupDir: string, bases: StoredBase[]): Promise<string | undefined> {
  for (const systemId of new Set(bases.map((base) => base.manifest.systemIdentifier))) {
    const own = bases.filter((base) => base.manifest.systemIdentifier === systemId);
    const { walSegmentSize } = (own[0] as StoredBase).manifest;
    const folder = walFolder(backupDir, systemId);
    const names = await listArchivedSegments(folder);
    const timelines = new Set([
      ...names.map((name) => name.slice(0, 8)),
      ...own.map((b) => b.manifest.start.wal.slice(0, 8)),
    ]);
    for (const timeline of [...timelines].sort()) {
      const present = new Set(names.filter((n) => n.startsWith(timeline)).map((n) => segmentNumber(n, walSegmentSize)));
      const starts = own.filter((b) => b.manifest.start.wal.startsWith(timeline));
      const ends = own.filter((b) => b.manifest.stop.wal.startsWith(timeline));
      const positions = (wals: string[]) => wals.map((wal) => segmentNumber(wal, walSegmentSize));
      const first = Math.min(...present, ...positions(starts.map((b) => b.manifest.start.wal)));
      const last = Math.max(...present, ...positions(ends.map((b) => b.manifest.stop.wal)));
      for (let segment = first; segment <= last; segment++) {
        if (present.has(segment)) continue;
        const name = segmentName(Number.parseInt(timeline, 16), segment, walSegmentSize);
        return `WAL segment ${name} is missing from ${folder}: a restore past it would stop there`;
      }
    }
  }
  return undefined;
}
