// scale:check's topology (a primary and its streaming replica, PgBouncer, Redis, nginx) with replicas of any
// release's build, and the two moves of a rolling upgrade: a replica out of nginx's upstream, and one back in.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, sleep, waitUntilOk } from '../common/processes.mjs';
import { redisServer } from '../common/redis.mjs';
import { nginxConfig, startNginx } from '../scale/nginx.mjs';
import { startPgbouncer } from '../scale/pgbouncer.mjs';
import { startPostgres } from '../scale/postgres.mjs';
import { CheckFailure } from './previous-release.mjs';
import { releaseEnv, startRelease } from './release-server.mjs';

const run = promisify(execFile);
const POOL_SIZE = 5;

/** The pids of nginx's workers: children of its master, read from /proc. */
function workersOf(masterPid) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(masterPid);
      } catch {
        return false; // gone meanwhile
      }
    });
}

/**
 * Starts the topology under `root` with `count` replicas of `main`; resolves to its parts and to
 * replace(replica, main), which rolls one replica: out of the upstream (nginx reloaded, its old workers finish what
 * they hold), SIGTERM, `main` started in its place, back in. `track` and `defer` are runCheck's.
 */
export async function startRollingStack(root, binaries, { count, main, track, defer }) {
  const primaryPort = await freePort();
  const postgres = await startPostgres(join(root, 'postgres'), primaryPort, { standbyPort: await freePort() });
  defer(postgres.stop);
  const pgbouncer = await startPgbouncer(binaries.pgbouncer, join(root, 'pgbouncer'), {
    primaryPort,
    password: postgres.password,
    poolSize: count * POOL_SIZE,
    track,
  });
  const redis = redisServer(binaries.redis, await freePort(), join(root, 'redis.log'));
  await redis.start();
  defer(redis.stop);
  // As scale:check: through the pooler, analysts on the standby, limits in Redis, two trusted hops (CDN, nginx).
  const env = {
    ...releaseEnv(pgbouncer.url),
    DATABASE_READ_URL: postgres.standbyUrl,
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    REDIS_URL: redis.url,
    TRUST_PROXY: '2',
  };
  const dir = join(root, 'replicas');
  await mkdir(dir);
  let started = 0;
  const startOne = (release) => startRelease(release, { name: `replica-${++started}`, dir, env, track });
  const replicas = await Promise.all(Array.from({ length: count }, () => startOne(main)));

  const nginxDir = join(root, 'nginx');
  const proxyPort = await freePort();
  const upstream = () => replicas.filter((replica) => !replica.out).map((replica) => replica.port);
  const nginx = await startNginx(binaries.nginx, nginxDir, proxyPort, upstream());
  track(nginx);
  const base = `http://127.0.0.1:${proxyPort}`;
  await waitUntilOk(`${base}/health/ready`, nginx, 10_000);

  /** Rewrites the upstream and reloads nginx; resolves once the workers of the old config have exited. */
  async function reload() {
    const before = workersOf(nginx.pid);
    const conf = join(nginxDir, 'nginx.conf');
    await writeFile(conf, nginxConfig(nginxDir, proxyPort, upstream()));
    await run(binaries.nginx, ['-s', 'reload', '-c', conf, '-p', nginxDir, '-e', join(nginxDir, 'error.log')]);
    const deadline = Date.now() + 20_000;
    while (workersOf(nginx.pid).some((pid) => before.includes(pid))) {
      if (Date.now() > deadline) throw new CheckFailure("nginx's old workers did not exit within 20 s of a reload");
      await sleep(20);
    }
  }

  async function replace(replica, release) {
    const steps = { began: Date.now() };
    replica.out = true;
    await reload();
    steps.drained = Date.now();
    const { code, signal } = await replica.stop();
    if (code !== 0) throw new CheckFailure(`${replica.name} exited ${code ?? signal} on SIGTERM`);
    steps.stopped = Date.now();
    const next = await startOne(release);
    steps.ready = Date.now();
    replicas[replicas.indexOf(replica)] = next;
    await reload();
    steps.back = Date.now();
    return { from: replica.name, to: next.name, steps };
  }

  return { base, postgres, env, replicas, replace, nginxLog: join(nginxDir, 'error.log') };
}
