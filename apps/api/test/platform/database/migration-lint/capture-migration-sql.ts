import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { dataSourceOptions } from '../../../../src/platform/database/data-source-options';
import { kindOf, type MigrationKind } from '../../../../src/platform/database/migrating/migration-kind';
import { runMigrationsLocked } from '../../../../src/platform/database/migrating/run-migrations';

export interface Statement {
  sql: string;
  /** Sent by the migration's up(), not by the runner around it. */
  own: boolean;
}

export interface CapturedMigration {
  /** The class's name, as the migrations table records it. */
  name: string;
  kind: MigrationKind;
  /** Every statement its try sent, in order: the runner's transaction, lock and timeouts around the migration's own. */
  statements: Statement[];
}

type Entry = { sql: string } | { up: string } | { done: string };

/**
 * Migrates the empty database at `url` with the real runner (contract migrations too) and records each statement
 * its query runner sends, then cuts the record at each START TRANSACTION: one try of the runner, one migration.
 */
export async function captureMigrationSql(
  url: string,
  migrations = dataSourceOptions(url).migrations as (new () => MigrationInterface)[],
): Promise<CapturedMigration[]> {
  // TypeORM's own bookkeeping table is made first, so that no migration's SQL holds it.
  const bookkeeping = await new DataSource({ ...dataSourceOptions(url, 1), migrations: [] }).initialize();
  await runMigrationsLocked(bookkeeping).finally(() => bookkeeping.destroy());
  const dataSource = await new DataSource({ ...dataSourceOptions(url, 1), migrations }).initialize();
  const record: Entry[] = [];
  const createQueryRunner = dataSource.createQueryRunner.bind(dataSource);
  dataSource.createQueryRunner = (mode) => recording(createQueryRunner(mode), record);
  for (const migration of dataSource.migrations) {
    const up = migration.up.bind(migration);
    const name = migration.name ?? migration.constructor.name;
    migration.up = async (runner) => {
      record.push({ up: name });
      await up(runner);
      record.push({ done: name });
    };
  }
  try {
    await runMigrationsLocked(dataSource, { contract: true });
  } finally {
    await dataSource.destroy();
  }
  return tries(record).flatMap((entries) => {
    const up = entries.find((entry) => 'up' in entry);
    if (!up) return [];
    const migration = dataSource.migrations.find((known) => (known.name ?? known.constructor.name) === up.up);
    let own = false;
    const statements = entries.flatMap((entry) => {
      if (!('sql' in entry)) own = 'up' in entry;
      return 'sql' in entry ? [{ sql: entry.sql.trim(), own }] : [];
    });
    return [{ name: up.up, kind: kindOf(migration), statements }];
  });
}

/** The runner as it is, but each statement written down first. */
function recording(runner: QueryRunner, record: Entry[]): QueryRunner {
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  runner.query = ((sql: string, ...rest: unknown[]) => {
    record.push({ sql });
    return query(sql, ...rest);
  }) as QueryRunner['query'];
  return runner;
}

/** The record cut before each START TRANSACTION, which begins each of the runner's tries. */
function tries(record: Entry[]): Entry[][] {
  const cut: Entry[][] = [];
  for (const entry of record) {
    if (cut.length === 0 || ('sql' in entry && entry.sql === 'START TRANSACTION')) cut.push([]);
    cut[cut.length - 1].push(entry);
  }
  return cut;
}
