import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { API_MAIN } from '../common/api-build.mjs';
import { freePort, sleep, spawnLogged, waitUntilOk } from '../common/processes.mjs';

/**
 * Starts `count` production builds of the api at once on one DATABASE_URL (so their start-up
 * migrations race for the advisory lock), and resolves when every one is ready. `track` hears of each
 * process as it starts, so it is cleaned up even if another one fails.
 */
export async function startReplicas({ count, dir, env, readyTimeoutMs, track }) {
  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: build it first (npx nx build api)`);
  await mkdir(dir, { recursive: true });
  const ports = [];
  while (ports.length < count) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const replicas = ports.map((port) => {
    const settings = { ...env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: join(dir, `data-${port}`) };
    const child = spawnLogged(process.execPath, [API_MAIN], { env: settings, logFile: join(dir, `api-${port}.log`) });
    track(child);
    return { port, pid: child.pid, child };
  });
  await Promise.all(
    replicas.map(({ port, child }) => waitUntilOk(`http://127.0.0.1:${port}/health/ready`, child, readyTimeoutMs)),
  );
  return replicas;
}

/** Waits until a replica says (in /metrics) that it counts its limits in Redis again. */
export async function waitForRedis(port, metricsToken) {
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
