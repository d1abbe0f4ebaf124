import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

const MAIN = join(__dirname, '..', '..', '..', 'dist', 'apps', 'api', 'main.js');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and resolves once the process has exited. */
  stop(): Promise<void>;
  /** Sends a signal and resolves to the exit code once the process has exited. */
  signal(signal: NodeJS.Signals): Promise<number | null>;
}

export const COMFORT_QUIZ = { personality: 'comfort', answers: { flavor: 'mild', dining: 'cozy', cooking: 'simple' } };

export function saveQuiz(url: string): Promise<Response> {
  return fetch(`${url}/api/personality-results`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(COMFORT_QUIZ),
  });
}

/** Polls until the url answers 200: for what the server does by itself, such as restarting its database. */
export async function waitForOk(url: string, attempts = 300): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer 200 in time`);
}

/** Polls the server's log until it says `text`: for an operator's view of what it did by itself. */
export async function waitForOutput(server: RunningServer, text: string, attempts = 300): Promise<void> {
  for (let attempt = 0; attempt < attempts && !server.output().includes(text); attempt++) {
    await new Promise((done) => setTimeout(done, 100));
  }
  if (!server.output().includes(text)) throw new Error(`the server never said "${text}"`);
}

/**
 * Removes a test's DATA_DIR and the backups the server kept beside it (BACKUP_DIR's default). A PostgreSQL still
 * stopping writes its last statistics meanwhile (ENOTEMPTY on pg_stat): rm tries again for up to 3 s.
 */
export async function removeDataDir(dataDir: string): Promise<void> {
  await Promise.all(
    [dataDir, `${dataDir}-backups`].map((dir) =>
      rm(dir, { recursive: true, force: true, maxRetries: 30, retryDelay: 100 }),
    ),
  );
}

const running = new Set<ChildProcess>();

/** Stops whatever a failed test left running, so no server or PostgreSQL outlives the suite. */
export async function stopStrays(): Promise<void> {
  await Promise.all(
    [...running].map(async (child) => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }),
  );
}

/** Which build to start: `nx build api` by default, or another copy such as the runtime folder of `npm run bundle`. */
export interface Launch {
  main?: string;
  cwd?: string;
}

/**
 * Starts the production bundle (`nx build api`) as `npm start` does, on a port the system picks (PORT=0, so no
 * other process can take it between a probe and the listen), and waits for `waitFor` to answer 200.
 */
export async function startProductionServer(
  env: Record<string, string>,
  waitFor = '/health/ready',
  { main = MAIN, cwd }: Launch = {},
): Promise<RunningServer> {
  const child = spawn(process.execPath, [main], {
    cwd,
    env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'production', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${await listeningPort(child, () => output)}`;
  await waitUntilServing(`${url}${waitFor}`, child, () => output);
  return {
    url,
    process: child,
    output: () => output,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
    signal: async (signal) => {
      const exited = once(child, 'exit');
      child.kill(signal);
      const [code] = await exited;
      return code;
    },
  };
}

/** Runs the bundle expecting it to stop by itself: a command such as `migrate`, or a start on bad configuration. */
export async function runProductionServer(
  env: Record<string, string>,
  args: string[] = [],
  { main = MAIN, cwd }: Launch = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [main, ...args], {
    cwd,
    env: { PATH: process.env['PATH'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code, output };
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 150));
  }
  throw new Error(`server did not answer in time:\n${output()}`);
}

/** The port the server says it listens on, once it has said it. */
async function listeningPort(child: ChildProcess, output: () => string): Promise<number> {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const port = /TasteType is running on http:\/\/localhost:(\d+)/.exec(output())?.[1];
    if (port) return Number(port);
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`server never said where it listens:\n${output()}`);
}
