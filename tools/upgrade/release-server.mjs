// A release's production build as a server on one shared PostgreSQL, and its operator commands (keys, migrate).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, lastLines, spawnLogged, stopChild, waitUntilOk } from '../common/processes.mjs';
import { CheckFailure } from './previous-release.mjs';

/** What every release runs with here: production, loopback webhooks, no archive (the check's PostgreSQL is its own). */
export const releaseEnv = (databaseUrl) => ({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  BACKUP_DIR: 'off',
  // One client sends everything: limits are not what this checks.
  RATE_LIMIT_SAVES_PER_MINUTE: '0',
  RATE_LIMIT_EVENTS_PER_MINUTE: '0',
  RATE_LIMIT_REQUESTS_PER_MINUTE: '0',
  SHUTDOWN_TIMEOUT_MS: '5000',
  LOG_LEVEL: 'warn',
});

/**
 * Starts `main` (a release's dist/apps/api/main.js) on a free loopback port and resolves once /health/ready
 * answers 200. `name` names its log (in `dir`) and the process in failures. stop() sends SIGTERM and resolves to
 * how it exited.
 */
export async function startRelease(main, { name, dir, env, track, readyTimeoutMs = 60_000 }) {
  const port = await freePort();
  const settings = { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dir, `data-${name}`) };
  const child = spawnLogged(process.execPath, [main], { env: settings, logFile: join(dir, `${name}.log`) });
  track(child);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilOk(`${base}/health/ready`, child, readyTimeoutMs);
  } catch (error) {
    throw new CheckFailure(`${name} did not get ready: ${error.message.split('\n')[0]}\n${lastLines(child.logFile)}`);
  }
  return {
    name,
    port,
    base,
    child,
    async stop() {
      await stopChild(child, 'SIGTERM', 15_000);
      return child.exited;
    },
  };
}

/**
 * Runs `main.js <args>` as an operator would, on `env`'s database, its output logged in `dir` and the process
 * tracked (Ctrl-C stops it too); resolves to its output, or fails in one line with it.
 */
export async function operatorCommand(main, args, { env, dir, track }, what) {
  const logFile = join(dir, `${what.replace(/\W+/g, '-')}-${Date.now()}.log`);
  const child = spawnLogged(process.execPath, [main, ...args], { env, logFile });
  track(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  const { code, signal } = await child.exited.finally(() => clearTimeout(timer));
  const output = readFileSync(logFile, 'utf8').trim();
  if (code !== 0) throw new CheckFailure(`${what} (main.js ${args.join(' ')}) failed (${code ?? signal}): ${output}`);
  return output;
}

/** A key made by a release's own CLI: its secret and id (docs/keys.md). */
export async function createKey(main, options, name, scopes) {
  const args = ['keys', 'create', '--name', name, '--scopes', scopes];
  const output = await operatorCommand(main, args, options, 'keys create');
  const secret = /^tt_\w+$/m.exec(output)?.[0];
  const id = /^Created key (\S+)/m.exec(output)?.[1];
  if (!secret || !id) throw new CheckFailure(`keys create printed no key: ${output}`);
  return { secret, id };
}
