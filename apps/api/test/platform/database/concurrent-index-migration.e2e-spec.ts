import { Client } from 'pg';
import { DataSource, type QueryRunner } from 'typeorm';
import { createTestDatabase } from '../../helpers/test-app';
import { dataSourceOptions } from '../../../src/platform/database/data-source-options';
import type { TasteTypeMigration } from '../../../src/platform/database/migrating/migration-kind';
import { runMigrationsLocked } from '../../../src/platform/database/migrating/run-migrations';

/** A later release's index, built CONCURRENTLY and so outside a transaction; IF NOT EXISTS as such migrations often say. */
class IndexResultsByPersonality1899999999100 implements TasteTypeMigration {
  name = 'IndexResultsByPersonality1899999999100';
  transaction = false;
  async up(db: QueryRunner) {
    await db.query(
      'CREATE INDEX CONCURRENTLY IF NOT EXISTS personality_results_by_personality ON personality_results (personality)',
    );
  }
  async down(db: QueryRunner) {
    await db.query('DROP INDEX CONCURRENTLY IF EXISTS personality_results_by_personality');
  }
}

const SAVE = `INSERT INTO personality_results (personality, answers)
  VALUES ('comfort', '{"flavor": "mild", "dining": "cozy", "cooking": "simple"}')`;
const INDEX_STATE = `SELECT i.indisvalid AS valid FROM pg_index i
  JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = 'personality_results_by_personality'`;

describe('a migration that builds an index CONCURRENTLY', () => {
  let url: string;
  const clients: Client[] = [];
  const sources: DataSource[] = [];
  const open = async () => {
    const client = new Client({ connectionString: url });
    await client.connect();
    clients.push(client);
    return client;
  };
  const nextRelease = async () => {
    const options = dataSourceOptions(url, 1);
    const migrations = [...(options.migrations as never[]), IndexResultsByPersonality1899999999100];
    const source = await new DataSource({ ...options, migrations }).initialize();
    sources.push(source);
    return source;
  };

  beforeEach(async () => {
    url = (await createTestDatabase()).toString();
    const today = await new DataSource(dataSourceOptions(url, 1)).initialize();
    await runMigrationsLocked(today);
    await today.destroy();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end()));
    await Promise.all(sources.splice(0).map((source) => source.destroy()));
  });

  it('drops the invalid index a timed-out build left, says so, and builds it valid on the next run', async () => {
    // A save still open: the build waits for it after creating its (invalid) index, and that wait times out.
    const saver = await open();
    await saver.query('BEGIN');
    await saver.query(SAVE);
    const next = await nextRelease();
    const timeouts = { lockTimeoutMs: 200, statementTimeoutMs: 10_000, lockTries: 1 };
    await expect(runMigrationsLocked(next, { timeouts })).rejects.toThrow(
      'IndexResultsByPersonality1899999999100 could not take the lock it needs',
    );
    expect((await saver.query(INDEX_STATE)).rows).toEqual([{ valid: false }]);
    await saver.query('COMMIT');

    const lines: string[] = [];
    const ran = await runMigrationsLocked(next, { timeouts, log: (line) => lines.push(line) });
    expect(ran).toEqual(['IndexResultsByPersonality1899999999100']);
    expect((await saver.query(INDEX_STATE)).rows).toEqual([{ valid: true }]);
    expect(lines).toEqual([
      'IndexResultsByPersonality1899999999100: dropped the invalid index public.personality_results_by_personality that an interrupted CREATE INDEX CONCURRENTLY left; it is built again',
    ]);
  });

  it('says, when it gives up, that an index it left invalid is dropped and built again on the next run', async () => {
    const saver = await open();
    await saver.query('BEGIN');
    await saver.query(SAVE);
    const next = await nextRelease();
    const timeouts = { lockTimeoutMs: 100, statementTimeoutMs: 10_000, lockTries: 2 };
    await expect(runMigrationsLocked(next, { timeouts, log: () => undefined })).rejects.toThrow(
      'IndexResultsByPersonality1899999999100 could not take the lock it needs (2 tries of 100 ms): a long query or an open transaction holds the table it changes. It runs outside a transaction: an index it left invalid is dropped and built again when it runs next; try again once that has ended.',
    );
    await saver.query('COMMIT');
    const recorded = "SELECT count(*)::int AS n FROM migrations WHERE name = 'IndexResultsByPersonality1899999999100'";
    expect((await saver.query(recorded)).rows).toEqual([{ n: 0 }]);
  });
});
