import type { DataSource, EntityManager } from 'typeorm';

/** The advisory lock of each step of partition upkeep and each batch of results retention (migrations hold 74_271_100). */
export const RETENTION_LOCK = 74_271_200;

/** What `whileRetentionLocked` resolves to when another replica's step holds the lock. */
export const BUSY = Symbol('another replica holds the retention lock');

/**
 * Runs `work` in one transaction holding the retention lock and waiting at most `lockWaitMs` for any other lock,
 * or resolves to BUSY at once. Lock and setting end with the transaction: behind a pooler's transaction mode, a
 * session's lock or SET would land on a server connection other clients get.
 */
export async function whileRetentionLocked<T>(
  dataSource: DataSource,
  lockWaitMs: number,
  work: (db: EntityManager) => Promise<T>,
): Promise<T | typeof BUSY> {
  return dataSource.transaction(async (db) => {
    const [{ got }] = await db.query('SELECT pg_try_advisory_xact_lock($1) AS got', [RETENTION_LOCK]);
    if (!got) return BUSY;
    await db.query(`SELECT set_config('lock_timeout', $1, true)`, [`${Math.round(lockWaitMs)}ms`]);
    return work(db);
  });
}

/** The database's clock: every replica decides "today" and retention's cutoffs by the same one. */
export async function databaseNow(db: DataSource | EntityManager): Promise<Date> {
  const [{ now }] = await db.query('SELECT now() AS now');
  return now;
}
