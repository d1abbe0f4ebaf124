// Processes of a `buildah run`, found from the host through /proc: by ancestry, then by their root folder.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

const pids = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name));
const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // the process is gone meanwhile
  }
};
const rootLink = (pid) => {
  try {
    return readlinkSync(`/proc/${pid}/root`);
  } catch {
    return undefined;
  }
};

/** The processes whose root is `rootDir`: what runs inside one `buildah run`, seen from the host. */
export function processesInside(rootDir) {
  return pids()
    .filter((pid) => rootLink(pid) === rootDir)
    .map((pid) => ({ pid: Number(pid), args: read(`/proc/${pid}/cmdline`).split('\0').filter(Boolean) }));
}

/** The root folder one `buildah run` gave its command (a private mount, unlike `buildah mount`'s). */
export function runRoot(child) {
  const parentOf = new Map(pids().map((pid) => [pid, read(`/proc/${pid}/stat`).split(') ')[1]?.split(' ')[1]]));
  const isDescendant = (pid) => {
    for (let at = pid; at && at !== '1'; at = parentOf.get(at)) if (at === String(child.pid)) return true;
    return false;
  };
  return [...parentOf.keys()]
    .filter(isDescendant)
    .map(rootLink)
    .find((root) => root && root !== '/');
}
