import type { Client } from 'pg';
import { ApiKeysTable } from '../../src/access/keys/api-keys.repository';
import { CLI_MAKER } from '../../src/access/keys/key-maker';
import { makeKey } from '../../src/access/keys/key-rules';

/** The keys table on a test's own connection, as the CLI reaches it. */
export const keysTable = (db: Client) =>
  new ApiKeysTable(async (sql, parameters) => (await db.query(sql, parameters)).rows);

/** Makes a key with these scopes, the way the CLI does; resolves to its secret and id. */
export async function createKey(
  db: Client,
  scopes: string[],
  options: { name?: string; expiresInDays?: number | null } = {},
): Promise<{ secret: string; id: string; bearer: { authorization: string } }> {
  const { key, secret } = await makeKey(
    keysTable(db),
    {
      name: options.name ?? `key with ${scopes.join(', ')}`,
      scopes,
      expiresInDays: options.expiresInDays,
    },
    CLI_MAKER,
  );
  return { secret, id: key.id, bearer: { authorization: `Bearer ${secret}` } };
}
