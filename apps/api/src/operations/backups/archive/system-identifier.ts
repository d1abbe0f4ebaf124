import { open } from 'node:fs/promises';
import { join } from 'node:path';

/** The cluster's system identifier, read from global/pg_control (its first 8 bytes), before PostgreSQL starts. */
export async function readSystemIdentifier(clusterDir: string): Promise<string> {
  const file = await open(join(clusterDir, 'global', 'pg_control'), 'r');
  try {
    const { buffer } = await file.read(Buffer.alloc(8), 0, 8, 0);
    return buffer.readBigUInt64LE(0).toString();
  } finally {
    await file.close();
  }
}
