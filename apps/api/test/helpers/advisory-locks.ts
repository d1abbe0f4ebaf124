/**
 * Counts the advisory locks held in the connection's own database: pg_locks is cluster-wide, and other e2e
 * files run beside this one on the same PostgreSQL.
 */
export const ADVISORY_LOCKS_HERE = `SELECT count(*)::int AS n FROM pg_locks
  WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
