import { chown, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureProgram, postgresUser } from '../common/debian.mjs';
import { freePort, spawnLogged, waitForPort } from '../common/processes.mjs';

export const ensurePgbouncer = () => ensureProgram('pgbouncer');

/**
 * PgBouncer in transaction pooling mode in front of the primary, everything in `dir`, on a free loopback port;
 * resolves once it accepts connections. `track` hears of the process as it starts, so it is cleaned up even if
 * it never gets ready. PgBouncer refuses to run as root: then it runs as the `postgres` user, who must own its folder.
 */
export async function startPgbouncer(binary, dir, { primaryPort, password, poolSize, track }) {
  const port = await freePort();
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'userlist.txt'), `"postgres" "${password}"\n`, { mode: 0o600 });
  await writeFile(
    join(dir, 'pgbouncer.ini'),
    `[databases]
tastetype = host=127.0.0.1 port=${primaryPort} dbname=tastetype
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = scram-sha-256
auth_file = ${join(dir, 'userlist.txt')}
pool_mode = transaction
default_pool_size = ${poolSize}
max_client_conn = 1000
ignore_startup_parameters = extra_float_digits,options
logfile = ${join(dir, 'pgbouncer.log')}
pidfile = ${join(dir, 'pgbouncer.pid')}
`,
  );
  const { uid, gid } = postgresUser();
  const asRoot = uid !== undefined;
  if (asRoot) for (const file of ['', 'userlist.txt', 'pgbouncer.ini']) await chown(join(dir, file), uid, gid);
  const args = [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')];
  const child = spawnLogged(binary, args, { logFile: join(dir, 'stderr.log') });
  track(child);
  await waitForPort(port, child, 10_000);
  return { child, url: `postgres://postgres:${password}@127.0.0.1:${port}/tastetype` };
}
