// Runs the image's own command and HEALTHCHECK inside a container, and stops it as `docker stop` would.
import { basename } from 'node:path';
import { freePort, lastLines, sleep } from '../common/processes.mjs';
import { processesInside } from './container-processes.mjs';

// docker stop's default: SIGTERM, then SIGKILL (exit 137) after 10 s.
const DOCKER_STOP_GRACE_MS = 10_000;
const READY_WITHIN_MS = 60_000;
const seconds = (nanoseconds, fallback) => (nanoseconds || fallback * 1e9) / 1e6;

const exitedEarly = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? new Error(
        `the image's command exited early (${child.exitCode ?? child.signalCode}):\n${lastLines(child.logFile)}`,
      )
    : undefined;

async function untilReady(url, child) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    const early = exitedEarly(child);
    if (early) throw early;
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer 200 within ${READY_WITHIN_MS / 1000} s:\n${lastLines(child.logFile)}`);
}

/** Starts the image's ENTRYPOINT + CMD on a free loopback port; resolves once /health/ready answers. */
export async function startServer(b, container, config, logFile) {
  const port = await freePort();
  const command = [...(config.Entrypoint ?? []), ...(config.Cmd ?? [])];
  // The host's network: HOST keeps it on loopback, as the image's 0.0.0.0 stays inside a container's own network.
  const env = { PORT: String(port), HOST: '127.0.0.1' };
  const started = performance.now();
  const child = b.spawnRun(container, command, { env, logFile });
  const base = `http://127.0.0.1:${port}`;
  await untilReady(`${base}/health/ready`, child);
  const readyMs = performance.now() - started;
  return { base, env, command, child, readyMs, root: b.rootOfRun(child) };
}

/** Runs the image's HEALTHCHECK command until it exits 0, within its start period and retries. */
export async function untilHealthy(b, container, config, server, logFile) {
  const check = config.Healthcheck;
  if (!check?.Test?.length || check.Test[0] === 'NONE') throw new Error('the image has no HEALTHCHECK');
  const [kind, ...rest] = check.Test;
  const command = kind === 'CMD-SHELL' ? ['/bin/sh', '-c', rest.join(' ')] : rest;
  const timeoutMs = seconds(check.Timeout, 30);
  // Docker's budget: failures in the start period do not count, then `retries` failures in a row make it unhealthy.
  const deadline = Date.now() + seconds(check.StartPeriod, 0) + (check.Retries || 3) * seconds(check.Interval, 30);
  let last = 'not run';
  while (Date.now() < deadline) {
    const probe = b.spawnRun(container, command, { env: server.env, logFile });
    const result = await Promise.race([probe.exited, sleep(timeoutMs).then(() => ({ timedOut: true }))]);
    if (result.code === 0) return;
    if (result.timedOut) probe.kill('SIGKILL');
    last = result.timedOut ? `timed out after ${timeoutMs} ms` : `exit ${result.code ?? result.signal}`;
    await sleep(1000);
  }
  throw new Error(`the HEALTHCHECK (${command.join(' ')}) never passed in its own budget; last: ${last}`);
}

const isCommand = (args, command) =>
  args.length === command.length &&
  basename(args[0]) === basename(command[0]) &&
  args.slice(1).every((arg, i) => arg === command[i + 1]);

/** SIGTERM to the image's command, as `docker stop` sends it to PID 1; its exit code and what was left running. */
export async function stopServer(server) {
  const main = processesInside(server.root).find(({ args }) => isCommand(args, server.command));
  if (!main) throw new Error(`the image's command is not running:\n${lastLines(server.child.logFile)}`);
  process.kill(main.pid, 'SIGTERM');
  const exit = await Promise.race([server.child.exited, sleep(DOCKER_STOP_GRACE_MS).then(() => undefined)]);
  if (!exit) throw new Error(`still running ${DOCKER_STOP_GRACE_MS / 1000} s after SIGTERM: docker stop would kill it`);
  const left = processesInside(server.root).map(({ args }) => args.join(' '));
  return { code: exit.code, left };
}
