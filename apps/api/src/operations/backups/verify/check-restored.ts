import { Client } from 'pg';
import type { BaseManifest } from '../base-manifest';

/** Checks a restored cluster: amcheck on every B-tree index, and each table's rows against the manifest's count. */
export async function checkRestored(url: string, manifest: BaseManifest): Promise<string | undefined> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS amcheck');
    // Only indexes with storage (relkind i): a partitioned table's own index holds nothing, its partitions' are checked.
    const { rows: indexes } = await client.query<{ oid: number; name: string }>(`
      SELECT c.oid, c.relname AS name FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE am.amname = 'btree' AND n.nspname IN ('public', 'pg_catalog') AND i.indisvalid
        AND c.relkind = 'i'`);
    for (const index of indexes) {
      const fault = await client.query('SELECT bt_index_check($1, true)', [index.oid]).then(
        () => undefined,
        (error: Error) => error.message,
      );
      if (fault) return `amcheck: index ${index.name}: ${fault}`;
    }
    for (const [table, expected] of Object.entries(manifest.rows)) {
      const actual = Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
      if (actual !== expected) return `table ${table} holds ${actual} rows after restore; the source held ${expected}`;
    }
    return undefined;
  } finally {
    await client.end();
  }
}
