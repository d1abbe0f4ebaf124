/** How long a migration's statement may wait for a lock, and run; what saves may wait behind it is the first. */
export interface MigrationTimeouts {
  lockTimeoutMs: number;
  statementTimeoutMs: number;
  /** Tries for a lock not granted in time, with growing pauses between them. */
  lockTries: number;
}

// squawk's advice: about a second of lock wait, retried; GitLab's lock retries grow from 100 ms.
export const MIGRATION_TIMEOUTS: MigrationTimeouts = { lockTimeoutMs: 1000, statementTimeoutMs: 60_000, lockTries: 5 };

/** The pause before try `n` (from 1): 200 ms, 400 ms, … at most 3 s. */
export const lockRetryPauseMs = (n: number) => Math.min(3000, 100 * 2 ** n);

/** PostgreSQL's codes for a lock not granted within lock_timeout, and a statement cut by statement_timeout. */
export const LOCK_NOT_AVAILABLE = '55P03';
export const QUERY_CANCELED = '57014';
