import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BUSY, databaseNow, whileRetentionLocked } from '../../../platform/database/retention-lock';
import { addDays, dayOf, dayOfPartition, partitionOf, type UtcDay } from './utc-days';

/** The table the rows from before partitioning wait in until they are moved into their days. */
const UNMOVED = 'funnel_events_unpartitioned';
const COLUMNS = 'at, name, attempt, route, question, seconds, from_share, embed_origin';
/** The advisory lock held while a day is made (upkeep's steps hold the retention lock, 74_271_200). */
const MAKE_LOCK = 74_271_201;
/** How long partition upkeep waits for a lock before giving up until its next run: saves must not queue behind it. */
const LOCK_WAIT_MS = 200;
/** An insert that found no partition waits longer for the day to be made: its events are at stake. */
const ON_DEMAND_LOCK_WAIT_MS = 2000;

/** Whether an insert failed for want of a partition for its rows ('no partition of relation … found for row'). */
export const missingPartition = (error: unknown): boolean => {
  const cause = (error as { driverError?: { code?: string; message?: string } }).driverError;
  return cause?.code === '23514' && /^no partition of relation/.test(cause.message ?? '');
};

/** Makes a day's partition in one statement, for a load inside a transaction that already holds funnel_events. */
export const createDaySql = (day: UtcDay): string =>
  `CREATE TABLE IF NOT EXISTS ${partitionOf(day)} PARTITION OF funnel_events
   FOR VALUES FROM ('${day}T00:00:00Z') TO ('${addDays(day, 1)}T00:00:00Z')`;

/** The UTC days of the rows of a table shaped like funnel_events. */
export const daysOfRowsSql = (table: string): string =>
  `SELECT DISTINCT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM ${table}`;

/** All SQL over the day partitions of `funnel_events`, and over the rows from before it was partitioned. */
@Injectable()
export class EventPartitionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether funnel_events is partitioned yet: before its expand migration it is one plain table. */
  async partitioned(): Promise<boolean> {
    const [{ partitioned }] = await this.dataSource.query(
      `SELECT coalesce((SELECT relkind = 'p' FROM pg_class WHERE oid = to_regclass('funnel_events')), false) AS partitioned`,
    );
    return partitioned;
  }

  /** The days that have a partition, oldest first, those left pending detach by an interrupted DETACH included. */
  async days(): Promise<{ day: UtcDay }[]> {
    const rows: { name: string }[] = await this.dataSource.query(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = 'funnel_events'::regclass ORDER BY c.relname`,
    );
    return rows.flatMap(({ name }) => {
      const day = dayOfPartition(name);
      return day ? [{ day }] : [];
    });
  }

  /** The days of tables named as our partitions but attached to nothing: detached and never dropped. */
  async detachedDays(): Promise<UtcDay[]> {
    const rows: { name: string }[] = await this.dataSource.query(
      `SELECT relname AS name FROM pg_class
       WHERE relname ~ '^funnel_events_p[0-9]{8}$' AND relkind = 'r' AND NOT relispartition
         AND relnamespace = current_schema()::regnamespace`,
    );
    return rows.flatMap(({ name }) => dayOfPartition(name) ?? []);
  }

  /**
   * Makes the missing partitions of these days, each in a transaction of its own (safe behind a pooler's
   * transaction mode). Created apart and then attached: ATTACH takes a lock that lets inserts go on, where
   * CREATE … PARTITION OF would stop them for its length.
   */
  async create(days: UtcDay[], lockWait = LOCK_WAIT_MS): Promise<void> {
    for (const day of days) {
      await this.dataSource.transaction(async (db) => {
        await db.query(`SELECT set_config('lock_timeout', $1, true)`, [`${lockWait}ms`]);
        // Upkeep and inserts that found no partition make days one at a time.
        await db.query('SELECT pg_advisory_xact_lock($1)', [MAKE_LOCK]);
        const [{ attached }] = await db.query(
          'SELECT coalesce((SELECT relispartition FROM pg_class WHERE oid = to_regclass($1)), false) AS attached',
          [partitionOf(day)],
        );
        if (attached) return;
        await db.query(
          `CREATE TABLE IF NOT EXISTS ${partitionOf(day)} (LIKE funnel_events INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`,
        );
        await db.query(
          `ALTER TABLE funnel_events ATTACH PARTITION ${partitionOf(day)}
           FOR VALUES FROM ('${day}T00:00:00Z') TO ('${addDays(day, 1)}T00:00:00Z')`,
        );
      });
    }
  }

  /** Makes the partition of the database's today, for an insert that found none (upkeep stopped past its days ahead). */
  async createToday(): Promise<void> {
    await this.create([await this.today()], ON_DEMAND_LOCK_WAIT_MS);
  }

  /**
   * Drops a day's partition in one transaction, so no half-done state outlives a kill or a lock timeout. Its
   * lock on funnel_events waits at most LOCK_WAIT_MS, once a day: inserts queue behind it no longer than that.
   * False when it is gone already.
   */
  async drop(day: UtcDay): Promise<boolean | typeof BUSY> {
    return whileRetentionLocked(this.dataSource, LOCK_WAIT_MS, async (db) => {
      const [{ exists }] = await db.query('SELECT to_regclass($1) IS NOT NULL AS exists', [partitionOf(day)]);
      if (exists) await db.query(`DROP TABLE ${partitionOf(day)}`);
      return exists;
    });
  }

  /** The newest row still waiting to be moved; undefined once there is no such table (any more). */
  async newestUnmoved(): Promise<Date | null | undefined> {
    const [{ exists }] = await this.dataSource.query(`SELECT to_regclass('${UNMOVED}') IS NOT NULL AS exists`);
    if (!exists) return undefined;
    const [{ newest }] = await this.dataSource.query(`SELECT max(at) AS newest FROM ${UNMOVED}`);
    return newest;
  }

  /**
   * Moves up to `limit` of a day's rows, newest first, into its partition, in one statement. Straight into
   * the partition, so the counting trigger on funnel_events does not count again what it counted on arrival.
   */
  async moveUnmoved(day: UtcDay, limit: number): Promise<number | typeof BUSY> {
    return whileRetentionLocked(this.dataSource, LOCK_WAIT_MS, async (db) => {
      const [{ moved }] = await db.query(
        `WITH taken AS (
         DELETE FROM ${UNMOVED} WHERE ctid = ANY (ARRAY(
           SELECT ctid FROM ${UNMOVED} WHERE at >= $1 AND at < $2 ORDER BY at DESC LIMIT $3))
         RETURNING ${COLUMNS}
       ), put AS (INSERT INTO ${partitionOf(day)} (${COLUMNS}) SELECT ${COLUMNS} FROM taken RETURNING 1)
       SELECT count(*)::int AS moved FROM put`,
        [`${day}T00:00:00Z`, `${addDays(day, 1)}T00:00:00Z`, limit],
      );
      return moved as number;
    });
  }

  /** Once every row worth keeping has moved: the rest is older than retention keeps. */
  async dropUnmoved(): Promise<void | typeof BUSY> {
    return whileRetentionLocked(this.dataSource, LOCK_WAIT_MS, async (db) => {
      await db.query(`DROP TABLE IF EXISTS ${UNMOVED}`);
    });
  }

  /** Today (UTC) by the database's clock, the one every replica shares. */
  async today(): Promise<UtcDay> {
    return dayOf(await databaseNow(this.dataSource));
  }
}
