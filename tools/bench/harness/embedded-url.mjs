import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The URL of the embedded PostgreSQL a running server started in dataDir (port from its pid file). */
export function embeddedUrl(dataDir) {
  const password = readFileSync(join(dataDir, 'credentials'), 'utf8').trim();
  const port = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}
