import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_MAIN } from '../../common/api-build.mjs';
import { embeddedUrl } from './embedded-url.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** Starts a server script and resolves once it answers GET /api/personalities on `port`, asked every `pollMs`. */
export async function startServer(args, port, env = {}, pollMs = 150) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt * pollMs < 30_000; attempt++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/personalities`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((done) => setTimeout(done, pollMs));
  }
  child.kill('SIGTERM');
  throw new Error(`${args.join(' ')} did not start`);
}

/** The production build on `port`; `env` adds to or overrides the production default. */
export function startApi(port, env = {}) {
  return startServer([API_MAIN], port, { NODE_ENV: 'production', ...env, PORT: String(port) });
}

export async function stopServer(child) {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/**
 * The production build on its own embedded PostgreSQL (port 3901) and the bare server beside it (3902),
 * writing to the same database so both compete on equal ground. One load generator is one client: the
 * save limit is off and the request limit far above the load, so every other guard is on at its default
 * and its per-request cost is measured. Logs stay at info.
 */
export async function startAppAndBare(env = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tastetype-bench-'));
  const limits = { RATE_LIMIT_SAVES_PER_MINUTE: '0', RATE_LIMIT_REQUESTS_PER_MINUTE: '100000000' };
  const app = await startApi(3901, { DATA_DIR: dataDir, ...limits, ...env });
  const bare = await startServer([join(here, 'bare-fastify.mjs'), '3902', embeddedUrl(dataDir)], 3902);
  const stop = async () => {
    await stopServer(bare);
    await stopServer(app);
    for (const dir of [dataDir, `${dataDir}-backups`]) await rm(dir, { recursive: true, force: true });
  };
  return { app, bare, dataDir, stop };
}
