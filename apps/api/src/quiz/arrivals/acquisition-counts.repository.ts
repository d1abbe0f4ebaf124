import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BUSY, whileRetentionLocked } from '../../platform/database/retention-lock';
import { ReadDatabase } from '../../platform/database/read-database';

/** Which column acquisition groups by. */
export type AcquisitionColumn = 'channel' | 'source' | 'medium' | 'campaign';

/** Whole UTC days from `from`'s to before `to`, where the quiz ran, and one value of any of the four columns. */
export interface AcquisitionFilter extends Partial<Record<AcquisitionColumn, string>> {
  from?: Date;
  to?: Date;
  ranOn?: string;
}

/** One value's figures, as the acquisition query gives them. */
export interface AcquisitionFigures {
  value: string;
  visitors: number;
  starts: number;
  completions: number;
  completionRate: number;
  shares: number;
  friendsLanded: number;
  friendsCompleted: number;
}

/** Days back a pass compacts: upkeep stopped longer leaves older days in their slots, exact but slower to read. */
const COMPACTED_DAYS = 7;
/** How long compaction waits for a row lock before the next pass tries again. */
const COMPACT_LOCK_WAIT_MS = 1000;
const KEY = 'day, channel, source, medium, campaign, embed_origin';
const FIGURES = ['visits', 'starts', 'completions', 'shares', 'friend_landings', 'friend_completions'];

const COLUMNS: AcquisitionColumn[] = ['channel', 'source', 'medium', 'campaign'];

/**
 * All SQL over `acquisition_counts_daily`, which the funnel events' trigger keeps: whole UTC days only, so a
 * figure never changes when raw events go past retention. Reads go to the read replica when there is one.
 */
@Injectable()
export class AcquisitionCountsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly read: ReadDatabase,
  ) {}

  /** One row per value of `by`, busiest first: the days from `from`'s day to before `to`. */
  rows(by: AcquisitionColumn, filter: AcquisitionFilter): Promise<AcquisitionFigures[]> {
    const params: unknown[] = [];
    const bind = (value: unknown) => `$${params.push(value)}`;
    const where = ['true'];
    if (filter.from) where.push(`day >= date_trunc('day', ${bind(filter.from)}::timestamptz, 'UTC')`);
    if (filter.to) where.push(`day < ${bind(filter.to)}`);
    if (filter.ranOn) where.push(`embed_origin = ${bind(filter.ranOn === 'site' ? '' : filter.ranOn)}`);
    for (const tag of COLUMNS) if (filter[tag] !== undefined) where.push(`${tag} = ${bind(filter[tag])}`);
    return this.read.dataSource.query(
      `SELECT value, visitors, starts, completions, shares, "friendsLanded", "friendsCompleted",
              coalesce(completions::float8 / nullif(starts, 0), 0) AS "completionRate"
       FROM (
         SELECT ${by} AS value, sum(visits)::int AS visitors, sum(starts)::int AS starts,
                sum(completions)::int AS completions, sum(shares)::int AS shares,
                sum(friend_landings)::int AS "friendsLanded", sum(friend_completions)::int AS "friendsCompleted"
         FROM acquisition_counts_daily WHERE ${where.join(' AND ')}
         GROUP BY 1
       ) grouped
       ORDER BY visitors DESC, completions DESC, value`,
      params,
    );
  }

  /**
   * Folds the slots of the days before `today` (the last week of them) into one row per key: the trigger spreads a
   * day's counts over 8 rows so that concurrent batches rarely wait, and a day that is over needs only one.
   */
  async compactBefore(today: Date): Promise<number | typeof BUSY> {
    return whileRetentionLocked(this.dataSource, COMPACT_LOCK_WAIT_MS, async (db) => {
      const [{ folded }] = await db.query(
        `WITH gone AS (
           DELETE FROM acquisition_counts_daily
           WHERE day >= $1::timestamptz - make_interval(days => $2) AND day < $1 AND slot <> 0
           RETURNING *
         ), folded AS (
           INSERT INTO acquisition_counts_daily AS c (${KEY}, slot, ${FIGURES.join(', ')})
           SELECT ${KEY}, 0, ${FIGURES.map((figure) => `sum(${figure})`).join(', ')} FROM gone GROUP BY ${KEY}
           ON CONFLICT (${KEY}, slot)
           DO UPDATE SET ${FIGURES.map((figure) => `${figure} = c.${figure} + excluded.${figure}`).join(', ')}
           RETURNING 1
         )
         SELECT count(*)::int AS folded FROM gone`,
        [today, COMPACTED_DAYS],
      );
      return folded as number;
    });
  }
}
