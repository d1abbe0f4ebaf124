import 'reflect-metadata';
import { DataSource, type QueryRunner } from 'typeorm';
import { dataSourceOptions } from '../src/platform/database/data-source-options';
import type { TasteTypeMigration } from '../src/platform/database/migrating/migration-kind';
import { MIGRATION_TIMEOUTS } from '../src/platform/database/migrating/migration-timeouts';
import { runMigrationsLocked } from '../src/platform/database/migrating/run-migrations';

// A later release's expand migration, applied by the real runner to DATABASE_URL while the release before serves:
// for tools/bench/migration. Usage: bench-expand-migration.ts guarded|plain-index|no-lock-timeout|undo

const INDEX = 'personality_results_by_bench_mood';
const KEY = 'personality_results (bench_mood, created_at DESC, id DESC)';

/** A column with a constant default: kept in the catalogue, so no row is rewritten. */
class AddBenchMood1899999999300 implements TasteTypeMigration {
  name = 'AddBenchMood1899999999300';
  async up(db: QueryRunner) {
    await db.query(`ALTER TABLE personality_results ADD COLUMN bench_mood text NOT NULL DEFAULT 'unrated'`);
  }
  async down(db: QueryRunner) {
    await db.query('ALTER TABLE personality_results DROP COLUMN bench_mood');
  }
}

/** Its index (by it, then time, as the analysts' reads are), built CONCURRENTLY outside a transaction: saves go on. */
class IndexBenchMood1899999999301 implements TasteTypeMigration {
  name = 'IndexBenchMood1899999999301';
  transaction = false;
  async up(db: QueryRunner) {
    await db.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${INDEX} ON ${KEY}`);
  }
  async down(db: QueryRunner) {
    await db.query(`DROP INDEX CONCURRENTLY IF EXISTS ${INDEX}`);
  }
}

/** The same index built the plain way, as the linter refuses: it holds a SHARE lock, which stops saves, for the whole build. */
class IndexBenchMoodLocking extends IndexBenchMood1899999999301 {
  override transaction = true;
  override async up(db: QueryRunner) {
    await db.query(`CREATE INDEX ${INDEX} ON ${KEY}`);
  }
}

const VARIANTS = {
  guarded: { index: IndexBenchMood1899999999301, timeouts: MIGRATION_TIMEOUTS },
  'plain-index': { index: IndexBenchMoodLocking, timeouts: MIGRATION_TIMEOUTS },
  // lock_timeout 0 is PostgreSQL's "wait for ever", as a runner without the guard would.
  'no-lock-timeout': { index: IndexBenchMood1899999999301, timeouts: { ...MIGRATION_TIMEOUTS, lockTimeoutMs: 0 } },
};

/** Takes the bench's column, index and migration rows away again, so that the next variant starts as the first did. */
async function undo(db: DataSource) {
  await db.query(`DROP INDEX CONCURRENTLY IF EXISTS ${INDEX}`);
  await db.query('ALTER TABLE personality_results DROP COLUMN IF EXISTS bench_mood');
  await db.query(`DELETE FROM migrations WHERE name IN ('AddBenchMood1899999999300', 'IndexBenchMood1899999999301')`);
}

async function main(variant: string, url: string) {
  const options = dataSourceOptions(url, 1);
  if (variant === 'undo') {
    const db = await new DataSource(options).initialize();
    return undo(db).finally(() => db.destroy());
  }
  const chosen = VARIANTS[variant as keyof typeof VARIANTS];
  if (!chosen) throw new Error(`Unknown variant ${variant}: one of ${Object.keys(VARIANTS).join(', ')}, undo`);
  const migrations = [
    ...(options.migrations as (new () => TasteTypeMigration)[]),
    AddBenchMood1899999999300,
    chosen.index,
  ];
  const db = await new DataSource({ ...options, migrations }).initialize();
  // Each try of each migration, timed: a lock not granted in time shows as a second try.
  const steps: { name: string; tries: number; ms: number }[] = [];
  for (const migration of db.migrations) {
    const up = migration.up.bind(migration);
    migration.up = async (runner) => {
      const started = performance.now();
      const step = steps.find(({ name }) => name === migration.name) ?? {
        name: migration.name as string,
        tries: 0,
        ms: 0,
      };
      if (step.tries === 0) steps.push(step);
      step.tries += 1;
      await up(runner).finally(() => (step.ms = Math.round(performance.now() - started)));
    };
  }
  // The bench waits for this line to time what it does around the migration (an analytics query ending later).
  console.log('migrating');
  const start = Date.now();
  try {
    const ran = await runMigrationsLocked(db, { timeouts: chosen.timeouts });
    console.log(JSON.stringify({ start, end: Date.now(), ran, steps }));
  } finally {
    await db.destroy();
  }
}

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the database to migrate');
main(process.argv[2] ?? '', url).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
