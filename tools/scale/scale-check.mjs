// Proves the whole topology on loopback: a PostgreSQL primary and its streaming replica, PgBouncer (transaction
// pooling) in front of the primary, Redis for the shared limits, nginx, and 3 api replicas started together
// through the pooler. Mid-load one replica is SIGKILLed and Redis is killed and restarted. No save acknowledged
// may be lost, primary and replica must hold the same rows, analytics (read on the replica) must match them,
// and one client's saves over every replica must stop at the limit. Usage: npm run scale:check (builds the api
// first). Loopback only; bounded by SCALE_TIMEOUT_MS (150 s); cleans up on success, failure and Ctrl-C.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNginx, startNginx } from './nginx.mjs';
import { ensurePgbouncer, startPgbouncer } from './pgbouncer.mjs';
import { startPostgres } from './postgres.mjs';
import { freePort, lastLines, sleep, stopChild, waitForPort, waitUntilOk } from '../common/processes.mjs';
import { ensureRedis, redisServer } from './redis.mjs';
import { startReplicas } from './replicas.mjs';
import { judge, printFigures } from './report.mjs';
import { rowCount, storedFigures } from './stored.mjs';
import { createClient, journey, randomAddress, saveLoad } from './traffic.mjs';

const TIMEOUT_MS = Number(process.env.SCALE_TIMEOUT_MS ?? 150_000);
const REPLICAS = 3;
const LOAD = { workers: 30, seconds: 8, killAfterMs: 3000, redisRestartAfterMs: 5000 };
/** Saves one client may store a minute, whichever replica it reaches; the check sends twice as many. */
const SAVE_LIMIT = 60;
const POOL_SIZE = 5;
const JOURNEYS = 5;
const AFTER_LOAD_REQUESTS = 30;

const children = []; // nginx, the replicas and PgBouncer
let postgres;
let redis;
let root;
let cleaning;
const cleanUp = () =>
  (cleaning ??= (async () => {
    await Promise.all(children.map((child) => stopChild(child, 'SIGTERM', 5000).catch(() => undefined)));
    await redis?.stop().catch(() => undefined);
    await postgres?.stop().catch(() => undefined);
    if (root) await rm(root, { recursive: true, force: true });
  })());

async function finish(code, message) {
  if (cleaning) return; // already finishing: what fails from here on is the clean-up's doing
  if (message) console.error(message);
  await cleanUp();
  process.exit(code);
}

async function run() {
  let nginxBinary, pgbouncerBinary, redisBinary;
  try {
    // A first install is slow, so it runs before the clock starts.
    [nginxBinary, pgbouncerBinary, redisBinary] = [ensureNginx(), ensurePgbouncer(), ensureRedis()];
  } catch (error) {
    return finish(1, `FAILED: ${error.message}`);
  }
  const began = Date.now();
  setTimeout(() => finish(1, `FAILED: timed out after ${TIMEOUT_MS / 1000} s`), TIMEOUT_MS);
  root = await mkdtemp(join(tmpdir(), 'tastetype-scale-'));
  await chmod(root, 0o755); // PostgreSQL and nginx's workers run as other users when this is root

  const primaryPort = await freePort();
  postgres = await startPostgres(join(root, 'postgres'), primaryPort, { standbyPort: await freePort() });
  const pgbouncerPort = await freePort();
  const pgbouncer = await startPgbouncer(pgbouncerBinary, join(root, 'pgbouncer'), {
    port: pgbouncerPort,
    primaryPort,
    password: postgres.password,
    poolSize: REPLICAS * POOL_SIZE,
  });
  children.push(pgbouncer.child);
  await waitForPort(pgbouncerPort, pgbouncer.child, 10_000);
  redis = redisServer(redisBinary, await freePort(), join(root, 'redis.log'));
  await redis.start();
  const token = randomBytes(24).toString('base64url');
  const metricsToken = randomBytes(24).toString('base64url');
  const replicas = await startReplicas({
    count: REPLICAS,
    dir: join(root, 'replicas'),
    // Migrations run through the pooler too: its transaction pooling must not strand their lock.
    // Each visitor is an address of its own (a CDN's X-Forwarded-For, then nginx: two trusted hops).
    env: {
      DATABASE_URL: pgbouncer.url,
      DATABASE_READ_URL: postgres.standbyUrl,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      REDIS_URL: redis.url,
      ANALYTICS_TOKEN: token,
      METRICS_TOKEN: metricsToken,
      TRUST_PROXY: '2',
      RATE_LIMIT_SAVES_PER_MINUTE: String(SAVE_LIMIT),
      SHUTDOWN_TIMEOUT_MS: '2000',
    },
    readyTimeoutMs: 60_000,
    track: (child) => children.push(child),
  });
  const proxyPort = await freePort();
  const nginx = await startNginx(
    nginxBinary,
    join(root, 'nginx'),
    proxyPort,
    replicas.map((r) => r.port),
  );
  children.unshift(nginx);
  const base = `http://127.0.0.1:${proxyPort}`;
  await waitUntilOk(`${base}/health/ready`, nginx, 10_000);

  const client = createClient(base);
  const journeys = [];
  for (let i = 0; i < JOURNEYS; i++) journeys.push(await journey(client));

  const victim = replicas[Math.floor(Math.random() * REPLICAS)];
  const kill = {};
  const redisRestart = {};
  const restartRedis = sleep(LOAD.redisRestartAfterMs).then(async () => {
    redisRestart.at = Date.now();
    await redis.restart();
  });
  const load = await saveLoad(client, {
    ...LOAD,
    atMs: LOAD.killAfterMs,
    during: () => {
      process.kill(victim.pid, 'SIGKILL');
      kill.at = Date.now();
    },
  });
  await Promise.all([victim.child.exited, restartRedis]);
  const survivors = replicas.filter((replica) => replica !== victim);
  await Promise.all(survivors.map((replica) => waitForRedis(replica.port, metricsToken)));

  // One client, spread over every live replica by nginx, sends twice its budget.
  const limited = randomAddress();
  const limitPhase = { limit: SAVE_LIMIT, sent: 2 * SAVE_LIMIT, accepted: 0, refused: 0 };
  for (let n = 0; n < limitPhase.sent; n++) {
    const answer = await client.save(limited);
    if (answer.status === 201) limitPhase.accepted += 1;
    if (answer.status === 429) limitPhase.refused += 1;
  }

  const afterLoad = [];
  for (let i = 0; i < AFTER_LOAD_REQUESTS; i++) {
    afterLoad.push(await (i % 2 ? client.save() : client.send('/api/personalities')));
  }

  const { figures } = client;
  const standby = await caughtUp(postgres.url, postgres.standbyUrl);
  const stats = await client.graphql(
    '{ resultStats { total shared byPersonality { personality count } asOf } }',
    token,
  );
  const stored = await storedFigures(
    postgres.url,
    figures.saves.map((s) => s.id),
    [...new Set(figures.shares)],
  );
  const facts = {
    figures,
    journeys,
    replicas,
    victim,
    kill,
    load,
    afterLoad,
    stats,
    stored,
    standby,
    limitPhase,
    redisRestart,
    began,
    nginxLog: join(root, 'nginx', 'error.log'),
  };
  printFigures(facts);
  const failed = judge(facts);
  if (failed.length) return finish(1, `FAILED:\n${failed.map((why) => `  - ${why}`).join('\n')}`);
  console.log('\nscale:check passed');
  return finish(0);
}

/** Waits until a replica says (in /metrics) that it counts its limits in Redis again. */
async function waitForRedis(port, metricsToken) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    }).then(
      (response) => response.text(),
      () => '',
    );
    if (/^tastetype_redis_up 1$/m.test(metrics)) return;
    await sleep(200);
  }
  throw new Error(`replica ${port} did not reconnect to Redis within 15 s`);
}

/** Waits until the standby holds as many rows as the primary; the time it took, and both counts. */
async function caughtUp(primaryUrl, standbyUrl) {
  const started = Date.now();
  const primaryRows = await rowCount(primaryUrl);
  let standbyRows = await rowCount(standbyUrl);
  while (standbyRows !== primaryRows && Date.now() - started < 20_000) {
    await sleep(100);
    standbyRows = await rowCount(standbyUrl);
  }
  return { primaryRows, standbyRows, caughtUpMs: Date.now() - started };
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => finish(130, `Stopped by ${signal}; cleaning up.`));

run().catch((error) => {
  const logs = children.map((child) => `--- ${child.spawnargs.join(' ')}\n${lastLines(child.logFile, 8)}`).join('\n');
  return finish(1, `FAILED: ${error?.stack ?? error}\n${logs}`);
});
