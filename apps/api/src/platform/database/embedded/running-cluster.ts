import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../../config/app-config';
import { startDataDirPostgres } from './cluster-start';
import { isRunning, readPid } from './data-dir-lock';

export interface OpenCluster {
  url: string;
  clusterDir: string;
  /** Stops PostgreSQL if this command started it; leaves a running server's alone. */
  close(): Promise<void>;
}

/** The embedded cluster of DATA_DIR for an operator command: the running server's, else started for the command (with every start hook: archiving). */
export async function openCluster(config: AppConfig, log: (line: string) => void): Promise<OpenCluster> {
  const root = resolve(config.DATA_DIR);
  const clusterDir = join(root, 'postgres');
  const server = await readPid(join(root, 'server.pid'));
  if (server && (await isRunning(server, 'node')) && existsSync(join(clusterDir, 'postmaster.pid'))) {
    // postmaster.pid: the port on its fourth line; the password kept beside the cluster.
    const port = (await readFile(join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[3]?.trim();
    const password = (await readFile(join(root, 'credentials'), 'utf8')).trim();
    const url = `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/postgres`;
    return { url, clusterDir, close: async () => undefined };
  }
  const database = await startDataDirPostgres(config, { warn: log });
  return { url: database.url, clusterDir, close: () => database.stop() };
}
