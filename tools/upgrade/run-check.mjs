// The frame both upgrade checks run in: one temp folder, every process and clean-up step tracked, a time limit,
// Ctrl-C handled, and a failure told in one line (then the last words of the processes involved).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastLines, stopChild } from '../common/processes.mjs';
import { CheckFailure } from './previous-release.mjs';

/** Seconds since `start` (a Date.now()), one decimal, for the reports. */
export const since = (start) => `${((Date.now() - start) / 1000).toFixed(1)} s`;

/**
 * Runs `body({ root, track, defer, log })`: `track(child)` stops a process at the end, `defer(fn)` adds a clean-up
 * step (run last-added first), `log` prints a progress line. Exits 0 when body resolves; 1 with `FAILED: …` when it
 * throws or `timeoutMs` passes; 130 on SIGINT/SIGTERM. Cleans up in every case.
 */
export function runCheck(title, timeoutMs, body) {
  const began = Date.now();
  const children = new Set();
  const steps = [];
  let root;
  let cleaning;

  const cleanUp = () =>
    (cleaning ??= (async () => {
      await Promise.all([...children].map((child) => stopChild(child, 'SIGTERM', 5000).catch(() => undefined)));
      for (const step of steps.reverse()) await step().catch((error) => console.error(`clean-up: ${error.message}`));
      if (root) await rm(root, { recursive: true, force: true }).catch(() => undefined);
    })());

  async function finish(code, message) {
    if (cleaning) return; // already finishing: what fails from here on is the clean-up's doing
    if (message) (code === 0 ? console.log : console.error)(message);
    await cleanUp();
    process.exit(code);
  }

  // The last lines of each process still running or failed (a command that succeeded has nothing to say).
  const logsOf = () =>
    [...children]
      .filter((child) => child.logFile && child.exitCode !== 0)
      .map((child) => {
        const lines = lastLines(child.logFile, 8)
          .split('\n')
          .map((line) => line.slice(0, 400));
        return `--- ${child.spawnargs.slice(1).join(' ')}\n${lines.join('\n')}`;
      })
      .join('\n');

  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => finish(130, `Stopped by ${signal}; cleaning up.`));
  setTimeout(() => finish(1, `FAILED: ${title} timed out after ${timeoutMs / 1000} s\n${logsOf()}`), timeoutMs);

  const log = (line) => console.log(`[${since(began).padStart(7)}] ${line}`);
  (async () => {
    root = await mkdtemp(join(tmpdir(), 'tastetype-upgrade-'));
    await chmod(root, 0o755); // PostgreSQL (and nginx's workers) run as other users when this is root
    await body({ root, began, log, track: (child) => children.add(child), defer: (step) => steps.push(step) });
  })().then(
    () => finish(0, `\n${title} passed in ${since(began)}`),
    (error) => {
      const line = error instanceof CheckFailure ? error.message : (error?.stack ?? String(error));
      return finish(1, `FAILED: ${line}\n${error instanceof CheckFailure ? logsOf() : ''}`.trimEnd());
    },
  );
}
