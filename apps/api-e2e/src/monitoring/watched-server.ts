import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, runProductionServer, startProductionServer, waitForOutput } from '../production-server';

export interface WatchedServer {
  server: RunningServer;
  env: Record<string, string>;
  /** A key holding metrics:read, made by the server's own CLI, as an operator gives Prometheus one. */
  key: string;
  root: string;
  scrape(): Promise<string>;
  remove(): Promise<void>;
}

/** The production build on a fresh DATA_DIR with backups on (BACKUP_DIR beside it), once its first base backup is taken. */
export async function startWatchedServer(extraEnv: Record<string, string> = {}): Promise<WatchedServer> {
  const root = await mkdtemp(join(tmpdir(), 'tastetype-watched-'));
  await chmod(root, 0o755); // the `postgres` user must enter it when the tests run as root
  const env = { DATA_DIR: join(root, 'data'), BACKUP_DIR: join(root, 'backups'), ...extraEnv };
  const server = await startProductionServer(env);
  await waitForOutput(server, 'Base backup ', 1200);
  const made = await runProductionServer(env, ['keys', 'create', '--name', 'prometheus', '--scopes', 'metrics:read']);
  const key = /^tt_\w+$/m.exec(made.output)?.[0];
  if (!key) throw new Error(`no key made:\n${made.output}`);
  return {
    server,
    env,
    key,
    root,
    scrape: async () => {
      const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${key}` } });
      if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
      return response.text();
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
