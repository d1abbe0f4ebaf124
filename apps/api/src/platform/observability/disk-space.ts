import { statfs } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { Gauge, type Registry } from 'prom-client';

/** Each registry's watched folders by disk name: the rooms that own DATA_DIR and BACKUP_DIR each add theirs. */
const watched = new WeakMap<Registry, Map<string, string>>();

/**
 * `tastetype_disk_free_bytes{disk}` and `tastetype_disk_size_bytes{disk}` for the file system that holds `folder`,
 * read at each scrape, so that one alert rule watches every disk the server writes to.
 */
export function watchDiskSpace(registry: Registry, disk: string, folder: string): void {
  let folders = watched.get(registry);
  if (!folders) {
    folders = new Map();
    watched.set(registry, folders);
    const disks = folders;
    // Both gauges come from one statfs per disk: one read per scrape, shared by the two collectors.
    let read: { at: number; stats: Promise<[string, Space | undefined][]> } | undefined;
    const space = () => {
      if (!read || Date.now() - read.at > 1000) {
        const stats = Promise.all(
          [...disks].map(async ([name, path]) => [name, await statfsNearest(path)] as [string, Space | undefined]),
        );
        read = { at: Date.now(), stats };
      }
      return read.stats;
    };
    const gauge = (name: string, help: string, bytes: (stats: Space) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['disk'],
        registers: [registry],
        async collect() {
          for (const [disk, stats] of await space()) if (stats) this.set({ disk }, bytes(stats));
        },
      });
    gauge(
      'tastetype_disk_free_bytes',
      'Bytes an unprivileged process (PostgreSQL) may still write on the file system holding data (DATA_DIR) or backups (BACKUP_DIR)',
      (stats) => stats.bavail * stats.bsize,
    );
    gauge('tastetype_disk_size_bytes', 'Size of that file system', (stats) => stats.blocks * stats.bsize);
  }
  folders.set(disk, resolve(folder));
}

interface Space {
  bavail: number;
  blocks: number;
  bsize: number;
}

/** The folder's file system, or that of the nearest folder above it when it does not exist (yet, or any more). */
export async function statfsNearest(path: string): Promise<Space | undefined> {
  for (let at = path; ; at = dirname(at)) {
    const stats = await statfs(at).catch(() => undefined);
    if (stats || dirname(at) === at) return stats;
  }
}
