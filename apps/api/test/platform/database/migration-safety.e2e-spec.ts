import { Client } from 'pg';
import { DataSource, type QueryRunner } from 'typeorm';
import { createTestDatabase } from '../../helpers/test-app';
import { dataSourceOptions } from '../../../src/platform/database/data-source-options';
import type { TasteTypeMigration } from '../../../src/platform/database/migrating/migration-kind';
import { contractPendingLine, migrationStates } from '../../../src/platform/database/migrating/migration-states';
import { runMigrationsLocked } from '../../../src/platform/database/migrating/run-migrations';

/** A later release's expand migration: a column with a default, which needs a brief ACCESS EXCLUSIVE lock. */
class AddTasteNote1899999999000 implements TasteTypeMigration {
  name = 'AddTasteNote1899999999000';
  async up(db: QueryRunner) {
    await db.query("ALTER TABLE personality_results ADD COLUMN taste_note text NOT NULL DEFAULT ''");
  }
  async down(db: QueryRunner) {
    await db.query('ALTER TABLE personality_results DROP COLUMN taste_note');
  }
}

/** Its contract step: drops what the release before still reads; the second statement fails halfway, as a crash would. */
class DropTasteNote1899999999001 implements TasteTypeMigration {
  name = 'DropTasteNote1899999999001';
  kind = 'contract' as const;
  protected failHalfway = false;
  async up(db: QueryRunner) {
    await db.query('ALTER TABLE personality_results DROP COLUMN taste_note');
    if (this.failHalfway) await db.query('SELECT 1 / 0');
  }
  async down(db: QueryRunner) {
    await db.query("ALTER TABLE personality_results ADD COLUMN taste_note text NOT NULL DEFAULT ''");
  }
}

/** The same contract step, whose process dies halfway. */
class DropTasteNoteCrashing extends DropTasteNote1899999999001 {
  protected override failHalfway = true;
}

const SAVE = `INSERT INTO personality_results (personality, answers)
  VALUES ('comfort', '{"flavor": "mild", "dining": "cozy", "cooking": "simple"}') RETURNING id`;
const HAS_NOTE =
  "SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'personality_results' AND column_name = 'taste_note'";

describe('migrations that an older release survives', () => {
  let url: string;
  let today: DataSource;
  const clients: Client[] = [];
  const open = async () => {
    const client = new Client({ connectionString: url });
    await client.connect();
    clients.push(client);
    return client;
  };
  /** This database as the next release sees it: every migration of today, and those given. */
  const nextRelease = (...later: (new () => TasteTypeMigration)[]) => {
    const options = dataSourceOptions(url, 2);
    return new DataSource({ ...options, migrations: [...(options.migrations as never[]), ...later] }).initialize();
  };

  beforeEach(async () => {
    url = (await createTestDatabase()).toString();
    today = await new DataSource(dataSourceOptions(url, 2)).initialize();
    await runMigrationsLocked(today);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end()));
    await today.destroy();
  });

  it('let saves go on while a migration waits for a lock that an analytics query holds, then apply it', async () => {
    const analyst = await open();
    await analyst.query('BEGIN');
    await analyst.query('SELECT count(*) FROM personality_results');
    const next = await nextRelease(AddTasteNote1899999999000);
    const timeouts = { lockTimeoutMs: 100, statementTimeoutMs: 10_000, lockTries: 1000 };
    const migrating = runMigrationsLocked(next, { timeouts });
    const saver = await open();
    // Each save queues at most one lock timeout behind the waiting ALTER, then goes through; the migration is still waiting.
    for (let save = 0; save < 5; save++) expect((await saver.query(SAVE)).rowCount).toBe(1);
    expect((await saver.query(HAS_NOTE)).rows).toEqual([{ n: 0 }]);
    await analyst.query('COMMIT');
    expect(await migrating).toEqual(['AddTasteNote1899999999000']);
    expect((await saver.query(HAS_NOTE)).rows).toEqual([{ n: 1 }]);
    await next.destroy();
  });

  it('give up after their tries with one line naming the migration, and apply nothing of it', async () => {
    const analyst = await open();
    await analyst.query('BEGIN');
    await analyst.query('SELECT count(*) FROM personality_results');
    const next = await nextRelease(AddTasteNote1899999999000);
    const timeouts = { lockTimeoutMs: 50, statementTimeoutMs: 10_000, lockTries: 3 };
    await expect(runMigrationsLocked(next, { timeouts })).rejects.toThrow(
      'AddTasteNote1899999999000 could not take the lock it needs (3 tries of 50 ms): a long query or an open transaction holds the table it changes. Nothing of it was applied; try again once that has ended.',
    );
    await analyst.query('COMMIT');
    expect((await analyst.query(HAS_NOTE)).rows).toEqual([{ n: 0 }]);
    expect(
      (await analyst.query("SELECT count(*)::int AS n FROM migrations WHERE name LIKE '%TasteNote%'")).rows,
    ).toEqual([{ n: 0 }]);
    await next.destroy();
  });

  it('leave a contract migration for `migrate --contract`, say so, and run it there', async () => {
    const next = await nextRelease(AddTasteNote1899999999000, DropTasteNote1899999999001);
    expect(await runMigrationsLocked(next)).toEqual(['AddTasteNote1899999999000']);
    const states = await migrationStates(next);
    expect(states.slice(-2)).toEqual([
      { name: 'AddTasteNote1899999999000', kind: 'expand', applied: true },
      { name: 'DropTasteNote1899999999001', kind: 'contract', applied: false },
    ]);
    expect(contractPendingLine(states)).toBe(
      '1 contract migration(s) pending (DropTasteNote1899999999001): run `npm run migrate -- --contract` once every replica runs this release',
    );
    expect(await runMigrationsLocked(next)).toEqual([]);
    expect(await runMigrationsLocked(next, { contract: true })).toEqual(['DropTasteNote1899999999001']);
    expect(contractPendingLine(await migrationStates(next))).toBeUndefined();
    await next.destroy();
  });

  it('leave a database both releases can use when a contract step fails halfway', async () => {
    const expanded = await nextRelease(AddTasteNote1899999999000);
    await runMigrationsLocked(expanded);
    await expanded.destroy();
    const crashing = await nextRelease(AddTasteNote1899999999000, DropTasteNoteCrashing);
    await expect(runMigrationsLocked(crashing, { contract: true })).rejects.toThrow('division by zero');
    await crashing.destroy();
    const db = await open();
    // The release before (no taste_note) and the new one (writing it) both still save and read.
    expect((await db.query(SAVE)).rowCount).toBe(1);
    const noted = await db.query(
      `INSERT INTO personality_results (personality, answers, taste_note)
       VALUES ('healthy', '{"flavor": "mild", "dining": "cozy", "cooking": "simple"}', 'crisp') RETURNING taste_note`,
    );
    expect(noted.rows).toEqual([{ taste_note: 'crisp' }]);
    expect(
      (await db.query("SELECT count(*)::int AS n FROM migrations WHERE name = 'DropTasteNote1899999999001'")).rows,
    ).toEqual([{ n: 0 }]);
  });
});
