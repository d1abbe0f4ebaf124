import { stat } from 'node:fs/promises';
import { Client, DatabaseError } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../../platform/database/data-source-options';
import { runMigrationsLocked } from '../../../platform/database/migrating/run-migrations';
import { OperatorError } from '../../../platform/common/operator-error';
import { copyInto } from './copy-into';
import { BY_DAY, copyIntoDays } from './copy-into-days';
import {
  advanceSequences,
  codeLevel,
  copyInSql,
  databaseState,
  deleteRows,
  listTables,
  MIGRATION_FILLED_TABLES,
  NOT_EXPORTED,
  SESSION_SETTINGS,
  setUserTriggers,
  tablesWithRows,
  UNMOVED,
} from './database-tables';
import type { ExportHeader } from './export-format';
import { type ExportReader, readExport, verifyExport } from './export-reader';
import { Progress } from './progress';

export interface ImportSummary {
  /** The migration level of the file and the database. */
  level: string;
  rows: Record<string, number>;
  /** The file's size, compressed. */
  bytes: number;
  /** The migrations run first, on a database that had no tables. */
  migrated: string[];
}

/** `import FILE`: loads an export into an empty database at its level, in one transaction: all of it or, on any refusal, nothing. */
export async function importDatabase(url: string, file: string, log: (line: string) => void): Promise<ImportSummary> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const state = await databaseState(client);
    const refuseLevel = (fileLevel: string, level = state.level ?? codeLevel()) =>
      new OperatorError(
        `${file} was exported at migration level ${fileLevel}, but this database is at ${level}: ` +
          'import needs both at the same level (migrate the older one, or export again); nothing was imported',
      );
    let migrated: string[] = [];
    if (state.tables === 0) {
      // A damaged file found only at its end must not leave a fresh database migrated: the whole file is checked first.
      await verifyExport(file, codeLevel(), refuseLevel);
      migrated = await migrate(url);
    } else if (!state.level) {
      throw new OperatorError('This database has tables but no migrations table: it is not a TasteType database');
    }
    const level = state.level ?? codeLevel();
    const rows = await readExport(file, async (reader) => {
      const header = await reader.readHeader();
      if (header.level !== level) throw refuseLevel(header.level);
      return load(client, reader, header, new Progress('Imported', log));
    });
    return { level, rows, bytes: (await stat(file)).size, migrated };
  } finally {
    await client.end();
  }
}

async function migrate(url: string): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(url, 1));
  try {
    await dataSource.initialize();
    return await runMigrationsLocked(dataSource);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}

async function load(
  client: Client,
  reader: ExportReader,
  header: ExportHeader,
  progress: Progress,
): Promise<Record<string, number>> {
  // A file from before NOT_EXPORTED may list the events still waiting to be moved: they load into their days.
  const names = header.tables.map((table) => table.name).filter((name) => name !== UNMOVED);
  let copying = false;
  await client.query(SESSION_SETTINGS);
  await client.query('BEGIN');
  try {
    const unmovedHere = await refuseOtherTables(client, names);
    await setUserTriggers(client, names, 'DISABLE').catch((error: { code?: string }) => {
      throw error.code === '42501'
        ? new OperatorError(
            'import must run as the owner of the tables (the user that ran the migrations): nothing was imported',
          )
        : error;
    });
    // After the triggers' ALTER TABLE: its lock keeps the app from writing between this check and the commit.
    const holding = await tablesWithRows(client, [
      ...names.filter((name) => !MIGRATION_FILLED_TABLES.includes(name)),
      ...unmovedHere,
    ]);
    if (holding.length > 0) {
      throw new OperatorError(
        `This database is not empty (${holding.join(', ')} hold rows): import loads only into a new database, or one only migrated; nothing was imported`,
      );
    }
    await deleteRows(client, names.filter((name) => MIGRATION_FILLED_TABLES.includes(name)).reverse());
    copying = true;
    for (const table of header.tables) {
      const rows = reader.rowsOf(table.name, progress);
      if (table.name === BY_DAY || table.name === UNMOVED) await copyIntoDays(client, table, rows);
      else await copyInto(client.query(copyFrom(copyInSql(table))), rows);
    }
    const manifest = await reader.readRest();
    await advanceSequences(client);
    await setUserTriggers(client, names, 'ENABLE');
    await client.query('COMMIT');
    return manifest.rows;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    // A row the server refuses may be a damaged one: a damaged file is called so, whichever row showed it.
    if (copying && error instanceof DatabaseError) await reader.readRest();
    throw error;
  }
}

/**
 * At one level the tables are the same, but those no export holds; if not, someone made or dropped one by hand, and
 * the import cannot say where its rows go. Returns the table of events waiting to be moved, when this database has one.
 */
async function refuseOtherTables(client: Client, names: string[]): Promise<string[]> {
  const present = (await listTables(client)).map((table) => table.name);
  const onlyInFile = names.filter((name) => !present.includes(name));
  const onlyHere = present.filter((name) => !names.includes(name) && !NOT_EXPORTED.includes(name));
  if (onlyInFile.length + onlyHere.length === 0) return present.filter((name) => name === UNMOVED);
  throw new OperatorError(
    `The file's tables differ from this database's (only in the file: ${onlyInFile.join(', ') || 'none'}; ` +
      `only in the database: ${onlyHere.join(', ') || 'none'}): nothing was imported`,
  );
}
