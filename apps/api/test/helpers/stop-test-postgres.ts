import { rm } from 'node:fs/promises';
import type { EmbeddedDatabase } from '../../src/platform/database/embedded/embedded-postgres';

export default async function stopTestPostgres(): Promise<void> {
  const { testPostgres } = globalThis as unknown as {
    testPostgres: { database: EmbeddedDatabase; dataDir: string };
  };
  await testPostgres.database.stop();
  await rm(testPostgres.dataDir, { recursive: true, force: true });
}
