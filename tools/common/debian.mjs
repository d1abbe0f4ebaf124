import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const INSTALL_TIMEOUT_MS = 300_000;

function find(program) {
  // sbin folders are often missing from a non-root PATH, and Debian puts daemons there.
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/usr/bin'];
  for (const folder of folders.filter(Boolean)) {
    try {
      accessSync(join(folder, program), constants.X_OK);
      return join(folder, program);
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

/** A program from Debian's package, installed when it is missing (needs root and apt-get). */
export function ensureProgram(program, pkg = program) {
  const found = find(program);
  if (found) return found;
  const cannot = (why) =>
    new Error(`${program} is not installed and ${why}: install it (apt-get install ${pkg}) and run again`);
  if (process.getuid?.() !== 0) throw cannot('this script is not root, so it cannot install it');
  if (spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status !== 0)
    throw cannot('there is no apt-get here');
  console.log(`${program} is not installed: apt-get install ${pkg} …`);
  const install = spawnSync('sh', ['-c', `apt-get update -qq && apt-get install -y -qq ${pkg}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    timeout: INSTALL_TIMEOUT_MS,
  });
  const installed = find(program);
  if (install.status !== 0 || !installed) throw cannot(`apt-get failed (status ${install.status ?? install.signal})`);
  return installed;
}

/** uid and gid of the `postgres` user, which PostgreSQL and PgBouncer run as when this script is root. */
export function postgresUser() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}
