import { type ClientBase, escapeIdentifier, escapeLiteral } from 'pg';
import type { MigrationInterface } from 'typeorm';
import { dataSourceOptions } from '../../../platform/database/data-source-options';
import type { TableColumns } from './export-format';
import { inDependencyOrder } from './table-order';

/** The tables migrations fill: equal at equal levels, yet replaced by the file's rows, so an import leaves every table as exported. */
export const MIGRATION_FILLED_TABLES: readonly string[] = ['personality_profiles', 'personality_profile_translations'];

/** Values written as any server reads them back: ISO dates in UTC, floats exact, UTF-8; no timeout cuts a long copy. */
export const SESSION_SETTINGS = `SET DateStyle = ISO; SET IntervalStyle = postgres; SET TimeZone = 'UTC';
  SET extra_float_digits = 3; SET client_encoding = 'UTF8'; SET statement_timeout = 0; SET idle_in_transaction_session_timeout = 0`;

/** Where the rows from before partitioning wait to be moved into their days: exported as part of funnel_events. */
export const UNMOVED = 'funnel_events_unpartitioned';
/** Sessions and sign-ins under way hold tokens and verifiers: never exported (after an import, analysts sign in again). */
export const SESSION_TABLES: readonly string[] = ['analyst_sessions', 'sign_in_attempts'];
/** Tables an export leaves out and an import leaves as they are. */
export const NOT_EXPORTED: readonly string[] = [UNMOVED, ...SESSION_TABLES];

const qualified = (table: string) => `public.${escapeIdentifier(table)}`;
export const columnList = (table: TableColumns) => table.columns.map(escapeIdentifier).join(', ');

/** `also`: a table of the same columns whose rows are read as this one's (the events still waiting to be moved). */
export const copyOutSql = (table: TableColumns, also?: string) =>
  `COPY (SELECT ${columnList(table)} FROM ${qualified(table.name)}${
    also ? ` UNION ALL SELECT ${columnList(table)} FROM ${qualified(also)}` : ''
  }) TO STDOUT`;
export const copyInSql = (table: TableColumns) => `COPY ${qualified(table.name)} (${columnList(table)}) FROM STDIN`;

/** The level the code migrates to: its newest migration's name, as the migrations table records it. */
export function codeLevel(): string {
  const migrations = dataSourceOptions('').migrations as (new () => MigrationInterface)[];
  const Newest = migrations[migrations.length - 1];
  return new Newest().name ?? Newest.name;
}

/** How many tables the public schema has, and the name of the newest migration run (none without a migrations table). */
export async function databaseState(client: ClientBase): Promise<{ tables: number; level?: string }> {
  const { rows } = await client.query<{ tables: number; migrated: boolean }>(
    `SELECT count(*)::int AS tables, bool_or(tablename = 'migrations') AS migrated FROM pg_tables WHERE schemaname = 'public'`,
  );
  if (!rows[0].migrated) return { tables: rows[0].tables };
  const level = await client.query<{ name: string }>('SELECT name FROM public.migrations ORDER BY id DESC LIMIT 1');
  return { tables: rows[0].tables, level: level.rows[0]?.name ?? '(none)' };
}

/** Every table of the public schema but migrations, with its writable columns, parents before the tables that refer to them. */
export async function listTables(client: ClientBase): Promise<TableColumns[]> {
  const tables = await client.query<TableColumns>(
    `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> 'migrations'
     GROUP BY c.relname ORDER BY c.relname`,
  );
  const references = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent
     FROM pg_constraint k
     JOIN pg_class c ON c.oid = k.conrelid
     JOIN pg_class p ON p.oid = k.confrelid
     WHERE k.contype = 'f' AND c.relnamespace = 'public'::regnamespace AND p.relnamespace = 'public'::regnamespace`,
  );
  return inDependencyOrder(tables.rows, references.rows);
}

/** Of the given tables, those holding at least one row. */
export async function tablesWithRows(client: ClientBase, tables: string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const { rows } = await client.query<{ name: string }>(
    tables
      .map((table) => `SELECT ${escapeLiteral(table)} AS name WHERE EXISTS (SELECT FROM ${qualified(table)})`)
      .join(' UNION ALL ')
      .concat(' ORDER BY 1'),
  );
  return rows.map((row) => row.name);
}

/**
 * The count tables (result_counts_daily, funnel_counts_*) are loaded as exported, slots and all, so the triggers
 * that would count the loaded results and events again are off for the load: ALTER TABLE needs the tables' owner,
 * not a superuser as session_replication_role would. Inside the import's transaction, so its end turns them on again.
 */
export async function setUserTriggers(
  client: ClientBase,
  tables: string[],
  state: 'ENABLE' | 'DISABLE',
): Promise<void> {
  for (const table of tables) await client.query(`ALTER TABLE ${qualified(table)} ${state} TRIGGER USER`);
}

export async function deleteRows(client: ClientBase, tables: string[]): Promise<void> {
  for (const table of tables) await client.query(`DELETE FROM ${qualified(table)}`);
}

/** Sets every sequence a public table's column owns (serial or identity) to the largest value loaded, so new rows do not collide. */
export async function advanceSequences(client: ClientBase): Promise<void> {
  const { rows } = await client.query<{ sequence: string; table: string; column: string }>(
    `SELECT s.oid::regclass::text AS sequence, t.relname AS table, a.attname AS column
     FROM pg_depend d
     JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
     JOIN pg_class t ON t.oid = d.refobjid AND t.relnamespace = 'public'::regnamespace
     JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
     WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
       AND t.relname <> 'migrations'`,
  );
  for (const { sequence, table, column } of rows) {
    await client.query(
      `SELECT setval($1::regclass, max(${escapeIdentifier(column)})) FROM ${qualified(table)}
       HAVING max(${escapeIdentifier(column)}) IS NOT NULL`,
      [sequence],
    );
  }
}
