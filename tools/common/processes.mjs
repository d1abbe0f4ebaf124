import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** A loopback port nobody listens on right now (the OS picks it). */
export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

/** Starts a process whose stdout and stderr go to `logFile`, so a failure can show its last words. */
export function spawnLogged(command, args, { env = {}, logFile }) {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  child.logFile = logFile;
  child.exited = once(child, 'exit').then(([code, signal]) => ({ code, signal }));
  child.on('error', () => undefined); // a failed spawn shows up as an exit
  return child;
}

export function lastLines(file, count = 15) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Asks a child to stop with `signal`; SIGKILL when it has not exited within `graceMs`. */
export async function stopChild(child, signal = 'SIGTERM', graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timedOut = await Promise.race([child.exited.then(() => false), sleep(graceMs).then(() => true)]);
  if (timedOut) {
    child.kill('SIGKILL');
    await Promise.race([child.exited, sleep(2000)]);
  }
}

/** Polls `url` until it answers 200, the child exits, or `timeoutMs` passes. */
export async function waitUntilOk(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${child.spawnargs.join(' ')} exited early:\n${lastLines(child.logFile)}`);
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${lastLines(child.logFile)}`);
}

/** Waits until something accepts TCP connections on a loopback port, or the child exits, or `timeoutMs` passes. */
export async function waitForPort(port, child, timeoutMs) {
  const { connect } = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${child.spawnargs.join(' ')} exited early:\n${lastLines(child.logFile)}`);
    const open = await new Promise((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => done(true) || socket.destroy());
      socket.once('error', () => done(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs / 1000} s`);
}
