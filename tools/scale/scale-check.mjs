// Proves the whole topology on loopback: a PostgreSQL primary and its streaming replica, PgBouncer (transaction
// pooling) in front of the primary, Redis for the shared limits, nginx, and 3 api replicas started together
// through the pooler. Mid-load one replica is SIGKILLed and Redis is killed and restarted. No save acknowledged
// may be lost, primary and replica must hold the same rows, analytics (read on the replica) must match them,
// and one client's saves over every replica must stop at the limit. Usage: npm run scale:check (builds the api
// first). Loopback only; bounded by SCALE_TIMEOUT_MS (150 s); cleans up on success, failure and Ctrl-C.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastLines } from '../common/processes.mjs';
import { runPhases } from './phases.mjs';
import { judge, printFigures } from './report.mjs';
import { createStack, ensurePrograms } from './stack.mjs';

const TIMEOUT_MS = Number(process.env.SCALE_TIMEOUT_MS ?? 150_000);
const REPLICAS = 3;
const LOAD = { workers: 30, seconds: 8, killAfterMs: 3000, redisRestartAfterMs: 5000 };
/** Saves one client may store a minute, whichever replica it reaches; the check sends twice as many. */
const SAVE_LIMIT = 60;
const POOL_SIZE = 5;
const JOURNEYS = 5;
const AFTER_LOAD_REQUESTS = 30;

let stack;
let root;
let cleaning;
const cleanUp = () =>
  (cleaning ??= (async () => {
    await stack?.stop();
    if (root) await rm(root, { recursive: true, force: true });
  })());

async function finish(code, message) {
  if (cleaning) return; // already finishing: what fails from here on is the clean-up's doing
  if (message) console.error(message);
  await cleanUp();
  process.exit(code);
}

async function run() {
  let binaries;
  try {
    binaries = ensurePrograms();
  } catch (error) {
    return finish(1, `FAILED: ${error.message}`);
  }
  const began = Date.now();
  setTimeout(() => finish(1, `FAILED: timed out after ${TIMEOUT_MS / 1000} s`), TIMEOUT_MS);
  root = await mkdtemp(join(tmpdir(), 'tastetype-scale-'));
  await chmod(root, 0o755); // PostgreSQL and nginx's workers run as other users when this is root

  stack = createStack(root, binaries, { replicas: REPLICAS, poolSize: POOL_SIZE, saveLimit: SAVE_LIMIT });
  const running = await stack.start();
  const settings = { journeys: JOURNEYS, load: LOAD, saveLimit: SAVE_LIMIT, afterLoadRequests: AFTER_LOAD_REQUESTS };
  const facts = { ...(await runPhases(running, settings)), began, nginxLog: running.nginxLog };
  printFigures(facts);
  const failed = judge(facts);
  if (failed.length) return finish(1, `FAILED:\n${failed.map((why) => `  - ${why}`).join('\n')}`);
  console.log('\nscale:check passed');
  return finish(0);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => finish(130, `Stopped by ${signal}; cleaning up.`));

run().catch((error) => {
  const children = stack?.children ?? [];
  const logs = children.map((child) => `--- ${child.spawnargs.join(' ')}\n${lastLines(child.logFile, 8)}`).join('\n');
  return finish(1, `FAILED: ${error?.stack ?? error}\n${logs}`);
});
