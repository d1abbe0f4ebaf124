import { type DataSource, MigrationExecutor } from 'typeorm';

/** Any fixed key: every replica of every version takes the same lock before it migrates. */
const MIGRATIONS_LOCK_KEY = 74_271_100;

/**
 * Runs the pending migrations in one transaction that first takes a transaction-level advisory lock,
 * so replicas that start together migrate one after the other (the later ones then find nothing to
 * do). The lock ends with the transaction, on the one server connection that ran it: no separate
 * unlock that PgBouncer's transaction pooling could send elsewhere, and nothing left held if the
 * process dies mid-way. A failed migration leaves none of them applied.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    await runner.query('SELECT pg_advisory_xact_lock($1)', [MIGRATIONS_LOCK_KEY]);
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'all';
    const ran = await executor.executePendingMigrations();
    await runner.commitTransaction();
    return ran.map((migration) => migration.name);
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}
