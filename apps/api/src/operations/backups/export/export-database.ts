import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { OperatorError } from '../../../platform/common/operator-error';
import { BY_DAY } from './copy-into-days';
import { copyOutSql, databaseState, listTables, NOT_EXPORTED, SESSION_SETTINGS, UNMOVED } from './database-tables';
import { countRows, END_OF_TABLE, type ExportHeader, jsonFrame, lengthOf, MAGIC } from './export-format';
import { Progress } from './progress';

export interface ExportSummary {
  /** The migration level the rows fit: an import needs a database at the same one. */
  level: string;
  rows: Record<string, number>;
  /** The file's size, compressed. */
  bytes: number;
}

const refuseExisting = (file: string) =>
  new OperatorError(`${file} already exists: export never overwrites a file; name a new one, or move this one away`);

/** `export FILE`: every table's rows (but NOT_EXPORTED's) from one snapshot, streamed into one gzip file that has its name only once complete. */
export async function exportDatabase(url: string, file: string, log: (line: string) => void): Promise<ExportSummary> {
  if (existsSync(file)) throw refuseExisting(file);
  const partial = `${file}.partial`;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(SESSION_SETTINGS);
    // One snapshot for all tables: rows that refer to each other, and counts of rows, are read as of one instant.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const { level } = await databaseState(client);
    if (!level) throw new OperatorError('This database has no migrations table: it is not a TasteType database');
    const all = await listTables(client);
    // The events as this release stores them, whatever the move's progress: a finished database takes the file too.
    const unmoved = all.some((table) => table.name === UNMOVED) ? UNMOVED : undefined;
    const tables = all.filter((table) => !NOT_EXPORTED.includes(table.name));
    const header: ExportHeader = { level, exportedAt: new Date().toISOString(), tables };
    const rows: Record<string, number> = {};
    await pipeline(
      content(client, header, rows, new Progress('Exported', log), unmoved),
      createGzip(),
      createWriteStream(partial),
    );
    await client.query('COMMIT');
    if (existsSync(file)) throw refuseExisting(file);
    await rename(partial, file);
    return { level, rows, bytes: (await stat(file)).size };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

/** The export's uncompressed bytes in the order export-format.ts describes; fills `rows` as it goes. */
async function* content(
  client: Client,
  header: ExportHeader,
  rows: Record<string, number>,
  progress: Progress,
  unmoved: string | undefined,
): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  const hashed = (bytes: Buffer) => {
    hash.update(bytes);
    return bytes;
  };
  yield hashed(MAGIC);
  for (const bytes of jsonFrame(header)) yield hashed(bytes);
  for (const table of header.tables) {
    rows[table.name] = 0;
    for await (const chunk of client.query(
      copyTo(copyOutSql(table, table.name === BY_DAY ? unmoved : undefined)),
    ) as AsyncIterable<Buffer>) {
      // An empty frame ends a table, so an empty chunk is not written.
      if (chunk.length === 0) continue;
      const counted = countRows(chunk);
      rows[table.name] += counted;
      progress.add(table.name, counted, chunk.length);
      yield hashed(lengthOf(chunk.length));
      yield hashed(chunk);
    }
    yield hashed(END_OF_TABLE);
  }
  yield* jsonFrame({ level: header.level, rows, sha256: hash.digest('hex') });
}
