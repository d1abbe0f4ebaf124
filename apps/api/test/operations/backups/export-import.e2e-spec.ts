import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { type ExportSummary, exportDatabase } from '../../../src/operations/backups/export/export-database';
import { importDatabase } from '../../../src/operations/backups/export/import-database';
import { OperatorError } from '../../../src/platform/common/operator-error';
import { dataSourceOptions } from '../../../src/platform/database/data-source-options';
import { runMigrationsLocked } from '../../../src/platform/database/migrating/run-migrations';
import { createTestDatabase } from '../../helpers/test-app';
import { createDaySql, daysOfRowsSql } from '../../../src/quiz/events/partitions/event-partitions.repository';
import { undoMigrationsThrough } from '../../helpers/undo-migrations';

const MIGRATIONS = (dataSourceOptions('postgres://unused').migrations as (new () => { name: string })[]).map(
  (migration) => new migration().name,
);
const NEWEST = MIGRATIONS[MIGRATIONS.length - 1];
/** The level a database is left at once NEWEST is undone. */
const BEFORE_NEWEST = MIGRATIONS[MIGRATIONS.length - 2];
const quiet = () => undefined;

/** Runs SQL on its own connection: two calls are two backends, so their counts land in two slots. */
async function sql(url: string, text: string, params: unknown[] = []) {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query(text, params)).rows;
  } finally {
    await db.end();
  }
}

async function migratedDatabase(): Promise<{ url: string; dataSource: DataSource }> {
  const url = (await createTestDatabase()).toString();
  const dataSource = await new DataSource(dataSourceOptions(url, 1)).initialize();
  await runMigrationsLocked(dataSource);
  return { url, dataSource };
}

/** Every table (migrations too) with its row count and a digest of its rows' text, sorted: equal digests, equal rows. */
async function contents(url: string): Promise<Record<string, { rows: number; digest: string }>> {
  const tables = await sql(url, `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
  const digests = tables.map(({ tablename }) =>
    sql(
      url,
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS digest FROM public."${tablename}" t`,
    ).then((rows) => [tablename, rows[0]]),
  );
  return Object.fromEntries(await Promise.all(digests));
}

/** A third of the results shared, six languages, two embedding sites and the site itself, text COPY must escape. */
const storeResults = (url: string, from: number) =>
  sql(
    url,
    `INSERT INTO personality_results (personality, answers, shared, shared_at, created_at, client_id, locale, embed_origin)
     SELECT (ARRAY['comfort', 'adventurous', 'healthy'])[1 + n % 3],
            jsonb_build_object('flavor', (ARRAY['mild', 'spicy', 'sweet'])[1 + n % 3], 'dining', (ARRAY['home', 'out'])[1 + n % 2],
                               'cooking', (ARRAY['simple', 'slow', 'none'])[1 + n / 7 % 3], 'note', E'crème "brûlée" \\\\ tab\\t end'),
            n % 3 = 0, CASE WHEN n % 3 = 0 THEN created END, created,
            CASE WHEN n % 2 = 0 THEN gen_random_uuid() END, (ARRAY['en', 'es', 'de', 'fr', 'pt-BR', 'ar'])[1 + n % 6],
            (ARRAY[NULL, 'https://blog.example:8443', E'https://odd.example/\\\\a\\tb\\nc'])[1 + n % 3]
     FROM generate_series($1::int, $1::int + 149) n, LATERAL (SELECT timestamptz '2025-01-01 UTC' + n * interval '7 hours 13 minutes') AS c(created)`,
    [from],
  );

/** Fixed days long past: their partitions are made first, as the release's upkeep would have made them then. */
async function storeEvents(url: string, from: number): Promise<void> {
  const stamps = `SELECT timestamptz '2025-01-01 UTC' + n * interval '37 minutes' AS at FROM generate_series($1::int, $1::int + 99) n`;
  for (const { day } of await sql(url, daysOfRowsSql(`(${stamps}) AS stamps`), [from])) {
    await sql(url, createDaySql(day));
  }
  await sql(
    url,
    `INSERT INTO funnel_events (at, name, attempt, route, question, seconds, from_share, embed_origin)
     SELECT timestamptz '2025-01-01 UTC' + n * interval '37 minutes',
            (ARRAY['page_view', 'quiz_start', 'question_answered', 'quiz_complete', 'result_view', 'share_click',
                   'share_success', 'shared_link_landing', 'retake'])[1 + n % 9],
            gen_random_uuid(), CASE WHEN n % 2 = 0 THEN '/quiz' END, CASE WHEN n % 9 = 2 THEN n % 5 END,
            CASE WHEN n % 7 = 0 THEN n % 300 END, n % 6 = 0, CASE WHEN n % 4 = 0 THEN 'https://blog.example:8443' END
     FROM generate_series($1::int, $1::int + 99) n`,
    [from],
  );
}

/** The refusal the operator reads, failing the test if the promise resolves or fails otherwise. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => new Error('resolved'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OperatorError);
  return (error as OperatorError).message;
}

describe('npm run export / npm run import', () => {
  let dir: string;
  let source: string;
  let file: string;
  let exported: ExportSummary;
  const exportLog: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tastetype-export-'));
    const migrated = await migratedDatabase();
    await migrated.dataSource.destroy();
    source = migrated.url;
    for (const from of [1, 1000]) {
      await storeResults(source, from);
      await storeEvents(source, from);
    }
    // A share moves a result's count: the update trigger leaves its mark in the counts too.
    await sql(
      source,
      'UPDATE personality_results SET shared = true, shared_at = created_at WHERE NOT shared AND locale = $1',
      ['de'],
    );
    file = join(dir, 'tastetype.export');
    exported = await exportDatabase(source, file, (line) => exportLog.push(line));
  }, 60_000);
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('moves every table, count tables and profiles included, into a new database, row for row', async () => {
    expect(exported).toMatchObject({ level: NEWEST, bytes: expect.any(Number) });
    expect(exported.rows).toMatchObject({ personality_results: 300, funnel_events: 200, personality_profiles: 3 });
    expect(exportLog.join('\n')).toMatch(/Exported [\d,]+ rows, [\d.]+ MB so far/);
    expect(existsSync(`${file}.partial`)).toBe(false);
    // Three connections wrote: the counts are spread over slots, which only a copy as exported keeps.
    const [slots] = await sql(source, 'SELECT count(DISTINCT slot)::int AS n FROM result_counts_daily');
    expect(slots.n).toBeGreaterThan(1);

    const target = (await createTestDatabase()).toString();
    const imported = await importDatabase(target, file, quiet);
    expect(imported).toMatchObject({ level: NEWEST, rows: exported.rows, bytes: exported.bytes });
    expect(imported.migrated).toContain(NEWEST);
    expect(await contents(target)).toEqual(await contents(source));

    // The count triggers are on again: a new result counts once.
    await storeResults(target, 5000);
    expect(await sql(target, 'SELECT sum(results)::int AS n FROM result_counts_daily')).toEqual([{ n: 450 }]);
  }, 60_000);

  it('finds a table the code does not know, loads it after the one it refers to, and moves its sequence past its rows', async () => {
    const notes = `CREATE TABLE notes (id serial PRIMARY KEY, result uuid NOT NULL REFERENCES personality_results (id), body text)`;
    const from = await migratedDatabase();
    await from.dataSource.destroy();
    await storeResults(from.url, 1);
    await sql(from.url, notes);
    await sql(from.url, `INSERT INTO notes (result, body) SELECT id, 'seen' FROM personality_results LIMIT 3`);
    const noted = join(dir, 'notes.export');
    expect((await exportDatabase(from.url, noted, quiet)).rows).toMatchObject({ notes: 3 });

    const to = await migratedDatabase();
    await to.dataSource.destroy();
    await sql(to.url, notes);
    await importDatabase(to.url, noted, quiet);
    expect(await contents(to.url)).toEqual(await contents(from.url));
    const next = `INSERT INTO notes (result, body) SELECT id, 'new' FROM personality_results LIMIT 1 RETURNING id`;
    expect(await sql(to.url, next)).toEqual([{ id: 4 }]);
  }, 60_000);

  it('refuses a database that holds rows, and changes nothing', async () => {
    const { url, dataSource } = await migratedDatabase();
    await dataSource.destroy();
    await storeEvents(url, 1);
    const before = await contents(url);
    expect(await refusal(importDatabase(url, file, quiet))).toMatch(
      /not empty \(acquisition_counts_daily, funnel_counts_daily, funnel_counts_hourly, funnel_events hold rows\)/,
    );
    expect(await contents(url)).toEqual(before);
  });

  it('refuses a database at another migration level, naming both, and changes nothing', async () => {
    const { url, dataSource } = await migratedDatabase();
    await undoMigrationsThrough(dataSource, NEWEST);
    await dataSource.destroy();
    const before = await contents(url);
    const message = await refusal(importDatabase(url, file, quiet));
    expect(message).toContain(`exported at migration level ${NEWEST}`);
    expect(message).toContain(`this database is at ${BEFORE_NEWEST}`);
    expect(await contents(url)).toEqual(before);

    // An older export into a new database: refused before the migrations run, so the database keeps no table.
    const older = join(dir, 'older.export');
    await exportDatabase(url, older, quiet);
    const fresh = (await createTestDatabase()).toString();
    expect(await refusal(importDatabase(fresh, older, quiet))).toContain(
      `exported at migration level ${BEFORE_NEWEST}, but this database is at ${NEWEST}`,
    );
    expect(await contents(fresh)).toEqual({});
  }, 60_000);

  it('refuses to export onto an existing file, which it leaves as it was', async () => {
    const existing = join(dir, 'existing.export');
    await writeFile(existing, 'keep me');
    expect(await refusal(exportDatabase(source, existing, quiet))).toBe(
      `${existing} already exists: export never overwrites a file; name a new one, or move this one away`,
    );
    expect(await readFile(existing, 'utf8')).toBe('keep me');
    expect(existsSync(`${existing}.partial`)).toBe(false);
  });

  it('refuses a damaged file or a foreign one, and leaves the database as it was', async () => {
    const bytes = await readFile(file);
    const flipped = join(dir, 'flipped.export');
    await writeFile(
      flipped,
      bytes.map((byte, at) => (at === Math.floor(bytes.length / 2) ? byte ^ 0xff : byte)),
    );
    const alter = async (name: string, from: string, to: string) => {
      const text = gunzipSync(bytes).toString('latin1');
      expect(text).toContain(from);
      await writeFile(join(dir, name), gzipSync(Buffer.from(text.replace(from, to), 'latin1')));
      return join(dir, name);
    };
    // Same length, still valid COPY text, in the profiles the import replaces: only the checksum can tell.
    const altered = await alter('altered.export', 'Flavor Explorer', 'Flavor Explored');
    // A position the server refuses mid-load: the file is still called damaged, not the database at fault.
    const refused = await alter('refused.export', 'adventurous\t1\t', 'adventurous\tx\t');
    const foreign = join(dir, 'foreign.export');
    await writeFile(foreign, gzipSync('id,name\n1,comfort\n'));

    const { url, dataSource } = await migratedDatabase();
    await dataSource.destroy();
    const before = await contents(url);
    expect(await refusal(importDatabase(url, flipped, quiet))).toMatch(
      /flipped.export is damaged \(.+\): nothing was imported/,
    );
    expect(await refusal(importDatabase(url, altered, quiet))).toContain(
      'altered.export is damaged (its SHA-256 differs from the one its manifest gives)',
    );
    expect(await refusal(importDatabase(url, refused, quiet))).toContain(
      'refused.export is damaged (its SHA-256 differs from the one its manifest gives)',
    );
    expect(await refusal(importDatabase(url, foreign, quiet))).toContain('foreign.export is not a TasteType export');
    expect(await refusal(importDatabase(url, join(dir, 'missing.export'), quiet))).toMatch(
      /missing.export does not exist/,
    );
    expect(await contents(url)).toEqual(before);

    const fresh = (await createTestDatabase()).toString();
    expect(await refusal(importDatabase(fresh, flipped, quiet))).toMatch(/is damaged/);
    expect(await contents(fresh)).toEqual({});
  }, 60_000);
});
