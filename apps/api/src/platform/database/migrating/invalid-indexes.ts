import type { QueryRunner } from 'typeorm';

/**
 * Plain indexes of this schema left INVALID by a CREATE INDEX CONCURRENTLY that was cut (a lock timeout in its
 * waits, a kill), which no backend is building now; attached partition indexes are left to their parent.
 */
const LEFT_INVALID = `
  SELECT format('%I.%I', n.nspname, c.relname) AS name
  FROM pg_index i
  JOIN pg_class c ON c.oid = i.indexrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE NOT i.indisvalid AND c.relkind = 'i' AND n.nspname = current_schema()
    AND NOT EXISTS (SELECT 1 FROM pg_inherits h WHERE h.inhrelid = i.indexrelid)
    AND NOT EXISTS (
      SELECT 1 FROM pg_stat_progress_create_index p
      WHERE p.datname = current_database() AND (p.relid = i.indrelid OR p.index_relid = i.indexrelid)
    )`;

/**
 * Drops every index a cut concurrent build left invalid, before a migration outside a transaction runs (again):
 * its IF NOT EXISTS would skip such an index and the migration be recorded as done. Returns the names dropped.
 */
export async function dropInvalidIndexes(runner: QueryRunner): Promise<string[]> {
  const rows: { name: string }[] = await runner.query(LEFT_INVALID);
  // One at a time: DROP INDEX CONCURRENTLY takes one index, and no transaction may hold it.
  for (const { name } of rows) await runner.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
  return rows.map(({ name }) => name);
}
