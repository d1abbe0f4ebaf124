import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../src/platform/database/embedded/embedded-postgres';

// Jest globalSetup: one embedded PostgreSQL for the run, handed to the test files by env.
export default async function startTestPostgres(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tastetype-test-'));
  const database = await startEmbeddedPostgres(dataDir);
  process.env['TEST_POSTGRES_URL'] = database.url;
  Object.assign(globalThis, { testPostgres: { database, dataDir } });
}
