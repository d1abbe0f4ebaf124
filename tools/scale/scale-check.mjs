// Proves replicas on one PostgreSQL behind nginx: 3 api processes, one SIGKILLed mid-load; no save acknowledged
// through the proxy may be lost and analytics must match the rows. Usage: npm run scale:check (builds the api first).
// Loopback only; bounded by SCALE_TIMEOUT_MS (120 s); cleans up on success, failure and Ctrl-C.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNginx, startNginx } from './nginx.mjs';
import { startPostgres } from './postgres.mjs';
import { freePort, lastLines, stopChild, waitUntilOk } from './processes.mjs';
import { startReplicas } from './replicas.mjs';
import { judge, printFigures } from './report.mjs';
import { storedFigures } from './stored.mjs';
import { createClient, journey, saveLoad } from './traffic.mjs';

const TIMEOUT_MS = Number(process.env.SCALE_TIMEOUT_MS ?? 120_000);
const REPLICAS = 3;
const LOAD = { workers: 30, seconds: 8, killAfterMs: 3000 };
const JOURNEYS = 5;
const AFTER_LOAD_REQUESTS = 30;

const children = []; // nginx and the replicas
let postgres;
let root;
let cleaning;
const cleanUp = () =>
  (cleaning ??= (async () => {
    await Promise.all(children.map((child) => stopChild(child, 'SIGTERM', 5000).catch(() => undefined)));
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
  let nginxBinary;
  try {
    nginxBinary = ensureNginx(); // a first install is slow, so it runs before the clock starts
  } catch (error) {
    return finish(1, `FAILED: ${error.message}`);
  }
  const began = Date.now();
  setTimeout(() => finish(1, `FAILED: timed out after ${TIMEOUT_MS / 1000} s`), TIMEOUT_MS);
  root = await mkdtemp(join(tmpdir(), 'tastetype-scale-'));
  await chmod(root, 0o755); // PostgreSQL and nginx's workers run as other users when this is root

  postgres = await startPostgres(join(root, 'postgres'), await freePort());
  const token = randomBytes(24).toString('base64url');
  const replicas = await startReplicas({
    count: REPLICAS,
    dir: join(root, 'replicas'),
    // All load comes from one address, so the per-client limits are off; nginx is the one trusted hop.
    env: {
      DATABASE_URL: postgres.url,
      ANALYTICS_TOKEN: token,
      TRUST_PROXY: '1',
      RATE_LIMIT_SAVES_PER_MINUTE: '0',
      RATE_LIMIT_REQUESTS_PER_MINUTE: '0',
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
  const load = await saveLoad(client, {
    ...LOAD,
    atMs: LOAD.killAfterMs,
    during: () => {
      process.kill(victim.pid, 'SIGKILL');
      kill.at = Date.now();
    },
  });
  await victim.child.exited;

  const afterLoad = [];
  for (let i = 0; i < AFTER_LOAD_REQUESTS; i++) {
    afterLoad.push(await (i % 2 ? client.save() : client.send('/api/personalities')));
  }

  const { figures } = client;
  const stats = await client.graphql('{ resultStats { total shared byPersonality { personality count } } }', token);
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
    began,
    nginxLog: join(root, 'nginx', 'error.log'),
  };
  printFigures(facts);
  const failed = judge(facts);
  if (failed.length) return finish(1, `FAILED:\n${failed.map((why) => `  - ${why}`).join('\n')}`);
  console.log('\nscale:check passed');
  return finish(0);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => finish(130, `Stopped by ${signal}; cleaning up.`));

run().catch((error) => {
  const logs = children.map((child) => `--- ${child.spawnargs.join(' ')}\n${lastLines(child.logFile, 8)}`).join('\n');
  return finish(1, `FAILED: ${error?.stack ?? error}\n${logs}`);
});
