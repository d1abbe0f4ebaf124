// The topology scale:check proves, started in order on loopback, and stopped whatever happened on the way.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { freePort, stopChild, waitUntilOk } from '../common/processes.mjs';
import { ensureRedis, redisServer } from '../common/redis.mjs';
import { ensureNginx, startNginx } from './nginx.mjs';
import { ensurePgbouncer, startPgbouncer } from './pgbouncer.mjs';
import { startPostgres } from './postgres.mjs';
import { startReplicas } from './replicas.mjs';

/** The binaries the stack runs, installed when missing: a first install is slow, so it runs before any clock. */
export const ensurePrograms = () => ({ nginx: ensureNginx(), pgbouncer: ensurePgbouncer(), redis: ensureRedis() });

/**
 * A PostgreSQL primary and its streaming replica, PgBouncer in front of the primary, Redis, `replicas` api
 * replicas started together through the pooler, and nginx before them, all under `root`. stop() stops what
 * has started, also after a failed start; `children` are the processes whose logs say why (nginx, the
 * replicas and PgBouncer).
 */
export function createStack(root, binaries, { replicas: count, poolSize, saveLimit }) {
  const children = [];
  const track = (child) => children.push(child);
  let postgres;
  let redis;

  async function start() {
    const primaryPort = await freePort();
    postgres = await startPostgres(join(root, 'postgres'), primaryPort, { standbyPort: await freePort() });
    const pgbouncer = await startPgbouncer(binaries.pgbouncer, join(root, 'pgbouncer'), {
      primaryPort,
      password: postgres.password,
      poolSize: count * poolSize,
      track,
    });
    redis = redisServer(binaries.redis, await freePort(), join(root, 'redis.log'));
    await redis.start();
    const token = randomBytes(24).toString('base64url');
    const metricsToken = randomBytes(24).toString('base64url');
    const replicas = await startReplicas({
      count,
      dir: join(root, 'replicas'),
      // Migrations run through the pooler too: its transaction pooling must not strand their lock.
      // Each visitor is an address of its own (a CDN's X-Forwarded-For, then nginx: two trusted hops).
      env: {
        DATABASE_URL: pgbouncer.url,
        DATABASE_READ_URL: postgres.standbyUrl,
        DATABASE_POOL_SIZE: String(poolSize),
        REDIS_URL: redis.url,
        ANALYTICS_TOKEN: token,
        METRICS_TOKEN: metricsToken,
        TRUST_PROXY: '2',
        RATE_LIMIT_SAVES_PER_MINUTE: String(saveLimit),
        SHUTDOWN_TIMEOUT_MS: '2000',
      },
      readyTimeoutMs: 60_000,
      track,
    });
    const proxyPort = await freePort();
    const nginx = await startNginx(
      binaries.nginx,
      join(root, 'nginx'),
      proxyPort,
      replicas.map((r) => r.port),
    );
    children.unshift(nginx);
    const base = `http://127.0.0.1:${proxyPort}`;
    await waitUntilOk(`${base}/health/ready`, nginx, 10_000);
    return { base, postgres, redis, replicas, token, metricsToken, nginxLog: join(root, 'nginx', 'error.log') };
  }

  async function stop() {
    await Promise.all(children.map((child) => stopChild(child, 'SIGTERM', 5000).catch(() => undefined)));
    await redis?.stop().catch(() => undefined);
    await postgres?.stop().catch(() => undefined);
  }

  return { children, start, stop };
}
