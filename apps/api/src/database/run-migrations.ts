import type { DataSource } from 'typeorm';

/** Any fixed key: every replica of every version takes the same lock before it migrates. */
const MIGRATIONS_LOCK_KEY = 74_271_100;

/**
 * Runs the pending migrations while holding a PostgreSQL advisory lock, so replicas that start
 * together migrate one after the other (the later ones then find nothing to do). The lock is the
 * session's: it goes with the connection if the process dies mid-way.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<string[]> {
  const lockHolder = dataSource.createQueryRunner();
  await lockHolder.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    return ran.map((migration) => migration.name);
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK_KEY]).catch(() => undefined);
    await lockHolder.release();
  }
}
