import { sqlStateOf } from '../sql-state';
import { Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { type DataSource, type Migration, MigrationExecutor, type QueryRunner } from 'typeorm';
import { OperatorError } from '../../common/operator-error';
import { dropInvalidIndexes } from './invalid-indexes';
import { kindOf, type TasteTypeMigration } from './migration-kind';
import {
  LOCK_NOT_AVAILABLE,
  lockRetryPauseMs,
  MIGRATION_TIMEOUTS,
  type MigrationTimeouts,
  QUERY_CANCELED,
} from './migration-timeouts';

/** TypeORM's executor, with the one step it keeps to itself that a runner of its own needs. */
class Executor extends MigrationExecutor {
  ensureTable(runner: QueryRunner): Promise<void> {
    return this.createMigrationsTableIfNotExist(runner);
  }
}

/** Any fixed key: every replica of every version takes the same lock before it migrates. */
const MIGRATIONS_LOCK_KEY = 74_271_100;

export interface MigrationOptions {
  /** Run contract migrations too (`migrate --contract`); unset, expand ones only. */
  contract?: boolean;
  timeouts?: MigrationTimeouts;
  /** Where a repair on the way is told (an invalid index dropped); Nest's logger when unset. */
  log?: (line: string) => void;
}

/**
 * Runs the pending migrations (expand ones, or all with `contract`), each in a transaction of its own that first
 * takes a transaction-level advisory lock, so replicas that start together migrate one after the other. The lock
 * ends with the transaction, on the one connection that ran it: nothing for PgBouncer to send elsewhere, nothing
 * left held if the process dies. Each statement waits at most lock_timeout for its lock; a try that timed out is
 * rolled back and taken again after a pause, so saves never queue behind a migration for longer than that.
 */
export async function runMigrationsLocked(dataSource: DataSource, options: MigrationOptions = {}): Promise<string[]> {
  const { contract = false, timeouts = MIGRATION_TIMEOUTS } = options;
  const log = options.log ?? ((line: string) => new Logger('Migrations').warn(line));
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const executor = new Executor(dataSource, runner);
  const ran: string[] = [];
  try {
    for (;;) {
      const name = await withLockRetries(timeouts, (state) =>
        runNext(executor, runner, { contract, timeouts, log }, state),
      );
      if (name === undefined) return ran;
      ran.push(name);
    }
  } finally {
    await runner.release();
  }
}

interface TryState {
  current?: string;
  /** The current one runs outside a transaction: what it did before a timeout stays. */
  outside?: boolean;
}

async function runNext(
  executor: Executor,
  runner: QueryRunner,
  { contract, timeouts, log }: Required<MigrationOptions>,
  state: TryState,
): Promise<string | undefined> {
  await runner.startTransaction();
  try {
    await runner.query('SELECT pg_advisory_xact_lock($1)', [MIGRATIONS_LOCK_KEY]);
    await executor.ensureTable(runner);
    const next = (await executor.getPendingMigrations()).find(
      (migration) => contract || kindOf(migration.instance) === 'expand',
    );
    state.current = next?.name;
    if (!next) {
      await runner.commitTransaction();
      return undefined;
    }
    const migration = next.instance as TasteTypeMigration;
    const statementMs = migration.statementTimeoutMs ?? timeouts.statementTimeoutMs;
    if (migration.transaction === false) {
      state.outside = true;
      await runner.commitTransaction();
      return await runOutsideTransaction(executor, runner, next, { lockMs: timeouts.lockTimeoutMs, statementMs, log });
    }
    await runner.query(`SET LOCAL lock_timeout = ${timeouts.lockTimeoutMs}`);
    await runner.query(`SET LOCAL statement_timeout = ${statementMs}`);
    await migration.up(runner);
    await executor.insertMigration(next);
    await runner.commitTransaction();
    return next.name;
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  }
}

/** A migration no transaction may hold (CREATE INDEX CONCURRENTLY), under the session's lock; the timeouts are reset after. */
async function runOutsideTransaction(
  executor: Executor,
  runner: QueryRunner,
  next: Migration,
  { lockMs, statementMs, log }: { lockMs: number; statementMs: number; log: (line: string) => void },
): Promise<string | undefined> {
  // A session lock needs a direct connection: DATABASE_MIGRATIONS_URL, never one through PgBouncer's transaction mode.
  await runner.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
  try {
    const stillPending = (await executor.getPendingMigrations()).some(({ name }) => name === next.name);
    if (!stillPending) return next.name;
    await runner.query(`SET lock_timeout = ${lockMs}`);
    await runner.query(`SET statement_timeout = ${statementMs}`);
    for (const index of await dropInvalidIndexes(runner))
      log(
        `${next.name}: dropped the invalid index ${index} that an interrupted CREATE INDEX CONCURRENTLY left; it is built again`,
      );
    await (next.instance as TasteTypeMigration).up(runner);
    await executor.insertMigration(next);
    return next.name;
  } finally {
    await runner.query('RESET lock_timeout; RESET statement_timeout');
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK_KEY]);
  }
}

/** Takes a try again while its lock was not granted in time, with growing pauses; then fails in one line. */
async function withLockRetries<T>(timeouts: MigrationTimeouts, step: (state: TryState) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const state: TryState = {};
    try {
      return await step(state);
    } catch (error) {
      const code = sqlStateOf(error);
      const which = state.current ?? 'A migration';
      if (code === QUERY_CANCELED) {
        throw new OperatorError(`${which} ran longer than its statement timeout and was rolled back`);
      }
      if (code !== LOCK_NOT_AVAILABLE) throw error;
      if (attempt >= timeouts.lockTries) {
        throw new OperatorError(
          `${which} could not take the lock it needs (${timeouts.lockTries} tries of ${timeouts.lockTimeoutMs} ms): a long query or an open transaction holds the table it changes. ${state.outside ? 'It runs outside a transaction: an index it left invalid is dropped and built again when it runs next' : 'Nothing of it was applied'}; try again once that has ended.`,
        );
      }
      await sleep(lockRetryPauseMs(attempt));
    }
  }
}
